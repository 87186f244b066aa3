/*
 * Arabic: the shell every page loads with the start-up (brand, header, nav, footer, titles, the
 * error page, the API errors any page can meet). Typed as the English part, so a missing key is a
 * type error.
 */
import type { Part } from "../types";

const ar: Part<"shell"> = {
  brand: {
    tagline: "خياطة هادئة لأمسيات النيل الطويلة.",
    description:
      "ميزون زمالك دار أزياء قاهرية لقمصان القطن المصري وتفصيلات الكتان وتريكو الكشمير، نوصّلها إليكم في القاهرة والجيزة.",
  },
  shell: {
    skipToContent: "انتقل إلى المحتوى",
    site: "الموقع",
    toggleSidebar: "إظهار القائمة الجانبية أو إخفاؤها",
    toggleTheme: "تبديل المظهر",
    cart: {
      zero: "حقيبة التسوق فارغة",
      one: "حقيبة التسوق، قطعة واحدة",
      two: "حقيبة التسوق، قطعتان",
      few: "حقيبة التسوق، {count} قطع",
      many: "حقيبة التسوق، {count} قطعة",
      other: "حقيبة التسوق، {count} قطعة",
    },
    close: "إغلاق",
    quantity: "الكمية",
    decreaseQuantity: "إنقاص الكمية",
    increaseQuantity: "زيادة الكمية",
    language: "اللغة",
    switchTo: "اقرأ هذه الصفحة بـ{language}",
  },
  nav: {
    main: "القائمة الرئيسية",
    navigation: "تصفّح",
    home: "الرئيسية",
    products: "منتجاتنا",
    policies: "السياسات",
    about: "من نحن",
    contact: "تواصل معنا",
    account: "الحساب",
    logIn: "تسجيل الدخول",
    signUp: "إنشاء حساب",
    myAccount: "حسابي",
    signOut: "تسجيل الخروج",
  },
  footer: {
    label: "تذييل الصفحة",
    house: "الدار",
    follow: "تابعونا",
    delivery: "نوصّل إلى القاهرة والجيزة.",
  },
  titles: {
    home: "",
    products: "مجموعتنا",
    policies: "السياسات",
    about: "من نحن",
    contact: "تواصل معنا",
    notFound: "الصفحة غير موجودة",
    productNotFound: "القطعة غير متوفرة",
  },
  catalog: {
    new: "جديد",
    outOfStock: "نفدت الكمية",
    newArrival: "وصل حديثًا",
    fromCollection: "من المجموعة",
    originalPrice: "السعر الأصلي",
    previousImage: "الصورة السابقة",
    nextImage: "الصورة التالية",
    goToImage: "الصورة {n}",
    scrollBack: "الوصولات الجديدة السابقة",
    scrollForward: "الوصولات الجديدة التالية",
  },
  bag: {
    added: "أُضيفت {title} ({size}) إلى حقيبتكم.",
    removed: "أُزيلت {title} من حقيبتكم.",
    removedItem: "أُزيلت القطعة من حقيبتكم.",
    item: "القطعة",
    error: "خطأ",
    failedAdd: "تعذّرت إضافة القطعة إلى الحقيبة",
    failedRemove: "تعذّرت إزالة القطعة من الحقيبة",
    failedUpdate: "تعذّر تعديل الكمية",
    insufficient: "الكمية غير كافية",
    gone: "قطعة لم تعد في المتجر",
    noLonger: "لم تعد متاحة",
    onlyLeft: "لم يتبقَّ سوى {left} من المقاس {size}",
    soldOut: "نفد المقاس {size}",
  },
  notFound: {
    message: "عذرًا، لم نجد هذه الصفحة",
    home: "العودة إلى الرئيسية",
  },
  routeError: {
    eyebrow: "حدث خطأ ما",
    title: "تعذّر عرض هذه الصفحة",
    text: "يُرجى إعادة تحميل الصفحة. وإن تكرر الأمر، ففريقنا على بُعد رسالة منكم.",
    reload: "إعادة التحميل",
    home: "العودة إلى الرئيسية",
  },
  errors: {
    generic: "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
    NETWORK_ERROR: "تعذّر الاتصال بالمتجر. يُرجى التحقق من اتصالكم والمحاولة مرة أخرى.",
    SESSION_ENDED: "انتهت جلستكم. يُرجى تسجيل الدخول مرة أخرى.",
    NOT_FOUND: "لم نجد ما تبحثون عنه.",
    INSUFFICIENT_QUANTITY: "الكمية المتبقية في المخزون لا تكفي.",
    TOO_MANY_REQUESTS: "محاولات كثيرة. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
    INTERNAL: "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.",
    SERVICE_UNAVAILABLE: "المتجر مشغول للحظات. يُرجى المحاولة بعد قليل.",
  },
};
export default ar;
