/** Arabic: the home page. Typed as the English part, so a missing key is a type error. */
import type { Part } from "../types";

const ar: Part<"home"> = {
  home: {
    place: "الزمالك · القاهرة",
    shop: "تسوّقوا المجموعة",
    core: "جوهرنا",
    promiseLabel: "وعدنا",
    promise: "قطن مصري وكتان نيلي وكشمير ناعم، يُفصَّل في القاهرة بتأنٍّ ورصانة، ليُلبَس أعوامًا لا مواسم.",
    promiseNote: "التوصيل في القاهرة والجيزة · الدفع عند الاستلام أو عبر إنستاباي",
    viewAll: "عرض الكل",
    justIn: "وصل حديثًا",
    newArrivals: "أحدث القطع",
    collection: "المجموعة",
    allProducts: "جميع المنتجات",
    loadError: "تعذّر تحميل المنتجات: {error}",
    circle: "دائرة الدار",
    join: "انضموا إلى دائرتنا",
    joinText:
      "أنشئوا حسابًا لتحتفظوا بحقيبة تسوقكم بين الزيارات، وتُتمّوا طلباتكم في لحظات، وتكونوا أول من يعلم بوصول القطع الجديدة.",
    signUp: "إنشاء حساب",
  },
};
export default ar;
