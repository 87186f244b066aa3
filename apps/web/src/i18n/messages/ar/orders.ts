/** Arabic: the shopper's order pages. So far /ar/track. */
import type { Part } from "../types";

const ar: Part<"orders"> = {
  track: {
    title: "تتبّع طلبكم",
    eyebrow: "دون حساب",
    lede: "أعطونا رقم طلبكم والبريد الإلكتروني الذي طلبتم به، وسنرسل إليه رابط صفحة طلبكم.",
    answer: "إن طابق رقم الطلب والبريد الإلكتروني طلبًا لدينا، فقد أرسلنا رابطه إلى ذلك العنوان.",
    another: "تتبّع طلب آخر",
    number: "رقم الطلب",
    numberHint: "رقم طلبكم، مثل 1024",
    email: "البريد الإلكتروني",
    sending: "جارٍ الإرسال...",
    send: "أرسلوا رابط طلبي",
    failed: "تعذّر إرسال الرابط",
    allIn: "طلباتكم كلها في",
    myAccount: "حسابي",
    haveAccount: "لديكم حساب؟",
    logIn: "سجّلوا الدخول",
    toSeeAll: "لتروا طلباتكم كلها.",
  },
};

export default ar;
