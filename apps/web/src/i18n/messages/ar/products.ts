/** Arabic: the collection (/ar/products) and a product page (/ar/product/{id}). */
import type { Part } from "../types";

const ar: Part<"products"> = {
  products: {
    eyebrow: "مجموعة الدار",
    intro: "قمصان من القطن المصري، وتفصيلات من الكتان، وتريكو لأمسيات أبرد، مفصّلة لتُلبس سنوات.",
    category: "الفئة",
    allProducts: "جميع المنتجات",
    sortBy: "الترتيب",
    "name-asc": "الاسم أ–ي",
    "price-asc": "السعر من الأقل إلى الأعلى",
    "price-desc": "السعر من الأعلى إلى الأقل",
    pieces: {
      zero: "لا قطع",
      one: "قطعة واحدة",
      two: "قطعتان",
      few: "{count} قطع",
      many: "{count} قطعة",
      other: "{count} قطعة",
    },
    piecesHeading: "القطع",
    loadError: "تعذّر تحميل المنتجات: {error}",
    empty: "لا توجد منتجات في هذه الفئة.",
    viewAll: "عرض كل المنتجات",
  },
  product: {
    back: "مجموعتنا",
    selectSize: "يُرجى اختيار المقاس",
    chooseSizeForCart: "اختاروا المقاس قبل الإضافة إلى الحقيبة.",
    chooseSizeToBuy: "اختاروا المقاس قبل الشراء.",
    size: "المقاس",
    sizeOutOfStock: "المقاس المختار نفدت كميته",
    quantity: "الكمية",
    maxPerLine: "بحدّ أقصى {max} قطع من المقاس الواحد في الطلب.",
    addToCart: "أضيفوا إلى الحقيبة",
    buyNow: "اشتروا الآن",
    moreDetails: "مزيد من التفاصيل",
    category: "الفئة",
    material: "الخامة",
    loading: "جارٍ تحميل القطعة",
    notFound: "القطعة غير متوفرة",
    notFoundText: "لم تعد هذه القطعة ضمن مجموعتنا، أو أن الرابط غير صحيح.",
    backToProducts: "العودة إلى المنتجات",
  },
};

export default ar;
