// The label's three size guides (issue 28, docs/product.md#size-guides), in centimetres, and which
// pieces each serves. A shopper paying cash at the door should not have to guess a size.

import { sizeGuideCreateSchema, type SizeGuideCreate } from "@atelier/shared/size-guides";

/**
 * Tops are measured on the garment (a shopper can lay a shirt that fits beside the table); trousers
 * on the body, which also serves the skirts: only their waist and hips decide the size.
 */
const GUIDES = {
  tops: {
    name: "Tops",
    nameAr: "القطع العلوية",
    measure: "garment",
    columns: [
      { name: "Chest", nameAr: "الصدر" },
      { name: "Waist", nameAr: "الخصر" },
      { name: "Length", nameAr: "الطول" },
      { name: "Sleeve", nameAr: "الكم" },
    ],
    rows: {
      S: [104, 98, 72, 62],
      M: [110, 104, 74, 63],
      L: [116, 110, 76, 64],
      XL: [124, 118, 78, 65],
    },
    howToMeasure:
      "Lay a shirt or knit that fits you well flat and buttoned. Chest: straight across, 2.5 cm below the armholes, doubled. Waist: across the narrowest point, doubled. Length: from the highest point of the shoulder to the hem. Sleeve: from the shoulder seam to the end of the cuff.",
    howToMeasureAr:
      "افردوا قميصًا أو كنزة تناسبكم على سطح مستوٍ مزررًا. الصدر: بعرض القطعة على بعد 2.5 سم تحت الإبطين، مضروبًا في اثنين. الخصر: عند أضيق نقطة، مضروبًا في اثنين. الطول: من أعلى نقطة في الكتف حتى الحافة. الكم: من خياطة الكتف حتى نهاية الأسورة.",
    fitNote:
      "Shirts and knitwear are cut for a regular fit with room to move; coats and jackets are cut to go over them, so take your usual size. Between two sizes, take the larger for knitwear and the smaller for shirts.",
    fitNoteAr:
      "القمصان والتريكو بقَصّة عادية تترك مساحة للحركة، والمعاطف والسترات مفصّلة لتُلبس فوقها، فاختاروا مقاسكم المعتاد. إن كنتم بين مقاسين، فاختاروا الأكبر في التريكو والأصغر في القمصان.",
  },
  trousers: {
    name: "Trousers and skirts",
    nameAr: "البناطيل والتنانير",
    measure: "body",
    columns: [
      { name: "Waist", nameAr: "الخصر" },
      { name: "Hips", nameAr: "الأرداف" },
      { name: "Inseam", nameAr: "طول الساق الداخلي" },
      { name: "Length", nameAr: "الطول الخارجي" },
    ],
    rows: {
      S: [76, 94, 80, 102],
      M: [82, 100, 81, 104],
      L: [88, 106, 82, 106],
      XL: [96, 114, 83, 108],
    },
    howToMeasure:
      "Measure over light clothing, the tape snug but not tight. Waist: around your natural waist, just above the hip bones. Hips: around the fullest part. Inseam: from the crotch to the ankle bone, along the inside of the leg. Length: from your waist at the side to the ankle bone.",
    howToMeasureAr:
      "قيسوا فوق ملابس خفيفة، والشريط ملاصق من غير شدّ. الخصر: حول الخصر الطبيعي فوق عظمتي الحوض مباشرة. الأرداف: حول أعرض جزء. طول الساق الداخلي: من أعلى الفخذ من الداخل حتى عظمة الكاحل. الطول الخارجي: من الخصر عند الجانب حتى عظمة الكاحل.",
    fitNote:
      "Trousers sit at the natural waist and are hemmed 2 cm long, for a tailor to finish to your shoes. Shorts and skirts are chosen by waist and hips alone.",
    fitNoteAr:
      "تستقر البناطيل عند الخصر الطبيعي، وتُترك أطرافها أطول بمقدار 2 سم ليضبطها الخيّاط على حذائكم. أما الشورت والتنانير فيُختار مقاسها بالخصر والأرداف وحدهما.",
  },
  dresses: {
    name: "Dresses",
    nameAr: "الفساتين",
    measure: "garment",
    columns: [
      { name: "Bust", nameAr: "الصدر" },
      { name: "Waist", nameAr: "الخصر" },
      { name: "Hips", nameAr: "الأرداف" },
      { name: "Length", nameAr: "الطول" },
    ],
    rows: {
      S: [90, 74, 98, 112],
      M: [96, 80, 104, 114],
      L: [102, 86, 110, 116],
      XL: [110, 94, 118, 118],
    },
    howToMeasure:
      "Lay a dress that fits you well flat. Bust: straight across, 2.5 cm below the armholes, doubled. Waist: across the narrowest point, doubled. Hips: across, 20 cm below the waist, doubled. Length: from the highest point of the shoulder to the hem.",
    howToMeasureAr:
      "افردوا فستانًا يناسبكم على سطح مستوٍ. الصدر: بعرض الفستان على بعد 2.5 سم تحت الإبطين، مضروبًا في اثنين. الخصر: عند أضيق نقطة، مضروبًا في اثنين. الأرداف: بالعرض على بعد 20 سم تحت الخصر، مضروبًا في اثنين. الطول: من أعلى نقطة في الكتف حتى الحافة.",
    fitNote:
      "Our dresses leave about 6 cm of ease at the bust and fall to mid-calf on a wearer of 168 cm. The garden dress has a fitted bodice: between two sizes, take the larger.",
    fitNoteAr:
      "تترك فساتيننا نحو 6 سم من الراحة عند الصدر، وتنسدل حتى منتصف الساق على قامة 168 سم. فستان الحديقة بصدر محدّد، فإن كنتم بين مقاسين فاختاروا الأكبر.",
  },
} satisfies Record<string, SizeGuideCreate>;

export type GuideKind = keyof typeof GUIDES;

/** The guides as the store's create schema gives them: the rules an admin's guides obey. */
export const DEMO_SIZE_GUIDES: Record<GuideKind, ReturnType<typeof sizeGuideCreateSchema.parse>> = {
  tops: sizeGuideCreateSchema.parse(GUIDES.tops),
  trousers: sizeGuideCreateSchema.parse(GUIDES.trousers),
  dresses: sizeGuideCreateSchema.parse(GUIDES.dresses),
};

/**
 * Each category's guide. Accessories have none: a scarf's sizes are lengths and a belt's are
 * waists, which no garment table tells.
 */
export const GUIDE_OF_CATEGORY: Record<string, GuideKind | undefined> = {
  Shirts: "tops",
  Knitwear: "tops",
  Outerwear: "tops",
  Trousers: "trousers",
  Skirts: "trousers",
  Dresses: "dresses",
};
