/*
 * Arabic: the API errors only a form meets (pages that send one list "errors" in app/router.tsx).
 * Typed as the English part, so a missing key is a type error.
 */
import type { Part } from "../types";

const ar: Part<"errors"> = {
  errors: {
    BAD_REQUEST: "يُرجى مراجعة البيانات والمحاولة مرة أخرى.",
    UNAUTHORIZED: "يُرجى تسجيل الدخول للمتابعة.",
    INVALID_CREDENTIALS: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    FORBIDDEN: "لا تملكون صلاحية الوصول إلى هذا.",
    EMAIL_VERIFICATION_REQUIRED:
      "يُرجى تأكيد بريدكم الإلكتروني أولًا، فقد أرسلنا إليكم رابط التأكيد.",
    TOO_MANY_OPEN_ORDERS: "لديكم طلبات ما زالت بانتظار التأكيد.",
    COD_NOT_AVAILABLE: "الدفع عند الاستلام غير متاح لهذا الطلب، يُرجى الدفع عبر إنستاباي.",
    PAYLOAD_TOO_LARGE: "حجم الملف كبير جدًا.",
    SET_PER_COLOR: "هذه القطعة تُباع بألوان: حدّد مخزونها وصورها لكل لون.",
    SALE_ABOVE_ORIGINAL: "لا يمكن أن يزيد سعر التخفيض على السعر الأصلي.",
    TEXT_DIRECTION_CONTROL: "يحتوي أحد الحقول على رموز خفية تغيّر اتجاه النص، يُرجى كتابته من جديد.",
    DISCOUNT_UNKNOWN: "هذا الرمز ليس من رموزنا، يُرجى التحقق من كتابته.",
    DISCOUNT_INACTIVE: "لم يعد هذا الرمز ساريًا.",
    DISCOUNT_NOT_STARTED: "لم يبدأ العمل بهذا الرمز بعد.",
    DISCOUNT_EXPIRED: "انتهت صلاحية هذا الرمز.",
    DISCOUNT_USED_UP: "استُنفدت مرات استخدام هذا الرمز.",
    DISCOUNT_MIN_SUBTOTAL: "يتطلب هذا الرمز مجموعًا فرعيًا أعلى.",
    DISCOUNT_NOT_APPLICABLE: "لا ينطبق هذا الرمز على القطع التي في حقيبتكم.",
    DISCOUNT_ALREADY_USED: "سبق أن استخدمتم هذا الرمز.",
    DISCOUNT_FIRST_ORDER_ONLY: "هذا الرمز مخصّص للطلب الأول فقط.",
    DISCOUNT_CODE_TAKEN: "يوجد رمز خصم بهذا الاسم بالفعل.",
    DISCOUNT_IN_USE: "استُخدم هذا الرمز في طلبات، فيمكن إيقافه لا حذفه.",
  },
};
export default ar;
