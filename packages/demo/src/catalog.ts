// The demo catalog for Maison Zamalek. Prices are EGP; `ageDays` places each product in the
// past so that a fresh seed always has a few New arrivals (docs/product.md#products: inserted
// within 2 months).

import { COLOURS, inColours } from "./colours";
import { PALETTE, type DemoProduct } from "./types";

// Importers take the shapes from here too, as before the split.
export type {
  ColourPattern,
  DemoColour,
  DemoProduct,
  DemoSize,
  FabricWeave,
  GarmentArt,
  GarmentKind,
  GarmentStyle,
} from "./types";
export { PALETTE } from "./types";

export const DEMO_CATALOG: DemoProduct[] = [
  // Shirts
  {
    title: "Oxford Button-Down Shirt",
    description:
      "Woven in Egypt from long-staple Giza cotton, our oxford cloth softens beautifully with every wash. A soft-roll button-down collar and mother-of-pearl buttons keep it quietly correct from the office to the Gezira Club.",
    category: "Shirts",
    titleAr: "قميص أكسفورد بياقة مزررة",
    descriptionAr:
      "نُسج في مصر من قطن جيزة طويل التيلة، ويزداد قماش الأكسفورد نعومةً مع كل غسلة. ياقة مزررة بانحناءة ناعمة وأزرار من عرق اللؤلؤ تمنحه أناقة هادئة، من المكتب إلى نادي الجزيرة.",
    categoryAr: "قمصان",
    materialAr: "قطن جيزة مصري 100% بنسيج أكسفورد",
    material: "100% Egyptian Giza cotton oxford",
    originalPrice: 2850,
    salePrice: 2850,
    quantities: { S: 6, M: 14, L: 11, XL: 4 },
    ageDays: 140,
    art: {
      kind: "shirt",
      colour: PALETTE.sky,
      accent: PALETTE.pearl,
      weave: "oxford",
      pattern: "none",
      style: "button-down",
    },
  },
  {
    title: "Giza Poplin Dress Shirt",
    description:
      "A crisp two-ply poplin spun from extra-long-staple Giza 45 cotton, with a cutaway collar and a clean French placket. Finished with hand-sewn mother-of-pearl buttons for evenings that call for a jacket.",
    category: "Shirts",
    titleAr: "قميص رسمي من بوبلين جيزة",
    descriptionAr:
      "بوبلين ناصع مزدوج الخيط، مغزول من قطن جيزة 45 فائق طول التيلة، بياقة واسعة الفتحة وصدرية فرنسية نظيفة الخطوط. أزراره من عرق اللؤلؤ مخيطة يدويًا، لأمسيات تستدعي سترة.",
    categoryAr: "قمصان",
    materialAr: "بوبلين من قطن جيزة 45 المصري 100%",
    material: "100% Egyptian Giza 45 cotton poplin",
    originalPrice: 3400,
    salePrice: 3400,
    quantities: { S: 5, M: 9, L: 9, XL: 3 },
    ageDays: 12,
    art: {
      kind: "shirt",
      colour: "#F5F3EE",
      accent: PALETTE.pearl,
      weave: "poplin",
      pattern: "none",
      style: "cutaway",
    },
  },
  {
    title: "Bengal Stripe Shirt",
    description:
      "Classic bengal stripes in soft sky blue on a bright white ground, woven from fine Egyptian cotton. Cut with a relaxed body and long tails so it tucks neatly and stays put.",
    category: "Shirts",
    titleAr: "قميص بخطوط بنغالية",
    descriptionAr:
      "خطوط بنغالية كلاسيكية بلون السماء الهادئ على أرضية بيضاء ناصعة، منسوجة من قطن مصري رفيع. بقَصّة مريحة وأطراف طويلة تبقى مرتبة داخل السروال طوال اليوم.",
    categoryAr: "قمصان",
    materialAr: "قطن مصري 100%",
    material: "100% Egyptian cotton",
    originalPrice: 3100,
    salePrice: 2450,
    quantities: { S: 0, M: 7, L: 5, XL: 2 },
    ageDays: 210,
    art: {
      kind: "shirt",
      colour: "#F7F5F0",
      accent: "#6F93BF",
      weave: "poplin",
      pattern: "stripe",
      style: "button-down",
    },
  },
  {
    title: "Washed Linen Shirt",
    description:
      "Garment-washed European linen in a warm sand tone, made for long Alexandria afternoons. The fabric breathes in the heat and creases in all the right places.",
    category: "Shirts",
    titleAr: "قميص من الكتان المغسول",
    descriptionAr:
      "كتان أوروبي مغسول بعد الخياطة بدرجة رملية دافئة، صُنع لأصائل الإسكندرية الطويلة. يتنفس القماش في الحر، وتأتي تجاعيده حيث ينبغي لها أن تكون.",
    categoryAr: "قمصان",
    originalPrice: 2950,
    salePrice: 2950,
    quantities: { S: 4, M: 8, L: 0, XL: 3 },
    ageDays: 95,
    art: {
      kind: "shirt",
      colour: "#E3D6BD",
      accent: "#EDE6D8",
      weave: "linen",
      pattern: "none",
      style: "button-down",
    },
  },
  {
    title: "Piqué Club Polo",
    description:
      "A dense cotton piqué polo with a ribbed collar and a two-button placket in mother-of-pearl. It holds its shape through a morning of tennis and still looks pressed at lunch.",
    category: "Shirts",
    titleAr: "قميص بولو النادي من البيكيه",
    descriptionAr:
      "بولو من قطن البيكيه كثيف النسيج، بياقة مضلّعة وصدرية بزرّين من عرق اللؤلؤ. يحافظ على هيئته طوال صباح من التنس، ويبدو كأنه مكويّ للتوّ على مائدة الغداء.",
    categoryAr: "قمصان",
    materialAr: "قطن بيكيه مصري 100%",
    material: "100% Egyptian cotton piqué",
    originalPrice: 1950,
    salePrice: 1950,
    // XL is gone in ivory while navy and olive still have it: the crossed-out size.
    ...inColours(
      [COLOURS.navy, { S: 4, M: 7, L: 5, XL: 3 }],
      [COLOURS.ivory, { S: 3, M: 5, L: 4, XL: 0 }],
      [COLOURS.olive, { S: 3, M: 4, L: 3, XL: 3 }],
    ),
    ageDays: 180,
    art: {
      kind: "polo",
      colour: PALETTE.navy,
      accent: PALETTE.pearl,
      weave: "pique",
      pattern: "none",
    },
  },
  {
    title: "Tipped Riviera Polo",
    description:
      "Soft bottle-green piqué edged with fine cream tipping at the collar and cuffs. A nod to the old seaside clubs, cut a little longer in the body for a clean line untucked.",
    category: "Shirts",
    titleAr: "قميص بولو ريفييرا بحواف مخططة",
    descriptionAr:
      "بيكيه ناعم بلون أخضر زجاجي، تحدّ ياقته وأطراف أكمامه خطوط رفيعة بلون الكريم. تحية لنوادي الشاطئ القديمة، بجسم أطول قليلًا ليبدو أنيقًا خارج السروال.",
    categoryAr: "قمصان",
    materialAr: "قطن بيكيه",
    material: "Cotton piqué",
    originalPrice: 2100,
    salePrice: 2100,
    quantities: { S: 3, M: 0, L: 8, XL: 5 },
    ageDays: 260,
    art: {
      kind: "polo",
      colour: PALETTE.bottleGreen,
      accent: "#EFE6D2",
      weave: "pique",
      pattern: "tipping",
    },
  },

  // Knitwear
  {
    title: "Aran Cable-Knit Sweater",
    description:
      "Knitted from undyed wool in the traditional Aran stitches, with a rope cable running down the front and sleeves. Warm, substantial and built to be handed down.",
    category: "Knitwear",
    titleAr: "كنزة آران بضفائر محبوكة",
    descriptionAr:
      "محبوكة من صوف غير مصبوغ بغرز آران التقليدية، تمتد ضفيرة حبلية على صدرها وأكمامها. دافئة ومتينة، صُنعت لتتوارثها الأجيال.",
    categoryAr: "تريكو",
    materialAr: "صوف حملان 100%",
    material: "100% lambswool",
    originalPrice: 4800,
    salePrice: 4800,
    quantities: { S: 3, M: 6, L: 6, XL: 2 },
    ageDays: 320,
    art: { kind: "sweater", colour: "#ECE4D3", accent: "#ECE4D3", weave: "cable", pattern: "none" },
  },
  {
    title: "Cashmere Crew Neck",
    description:
      "Two-ply Mongolian cashmere in our signature camel, or in charcoal and navy, fully fashioned for a close, even fit at the shoulder. Light enough for a Cairo winter evening, soft enough to wear against the skin.",
    category: "Knitwear",
    titleAr: "كنزة كشمير بياقة مستديرة",
    descriptionAr:
      "كشمير منغولي مزدوج الخيط بلون الجمل الذي يميّز دارنا، أو بالفحمي والكحلي، محبوك على القياس قطعةً قطعة ليستقر على الكتفين بانسياب. خفيفة بما يكفي لأمسية شتوية في القاهرة، وناعمة بما يكفي لتُلبس على البشرة.",
    categoryAr: "تريكو",
    materialAr: "كشمير 100%",
    material: "100% cashmere",
    originalPrice: 7900,
    salePrice: 6450,
    ...inColours(
      [COLOURS.camel, { S: 1, M: 2, L: 2, XL: 1 }],
      [COLOURS.charcoal, { S: 1, M: 2, L: 1, XL: 0 }],
      [COLOURS.navy, { S: 0, M: 1, L: 1, XL: 0 }],
    ),
    ageDays: 150,
    art: {
      kind: "sweater",
      colour: PALETTE.camel,
      accent: PALETTE.camel,
      weave: "cashmere",
      pattern: "none",
    },
  },
  {
    title: "Merino V-Neck Sweater",
    description:
      "Extra-fine merino in deep bottle green, with a neat V-neck that frames a collar and tie. Easy over a poplin shirt, and it folds small into a weekend bag.",
    category: "Knitwear",
    titleAr: "كنزة ميرينو بفتحة رقبة مثلثة",
    descriptionAr:
      "صوف ميرينو فائق النعومة بلون أخضر زجاجي عميق، بفتحة رقبة مثلثة أنيقة تؤطّر الياقة وربطة العنق. تنسجم بسهولة فوق قميص من البوبلين، وتُطوى صغيرة في حقيبة عطلة نهاية الأسبوع.",
    categoryAr: "تريكو",
    materialAr: "صوف ميرينو فائق النعومة 100%",
    material: "100% extra-fine merino wool",
    originalPrice: 3900,
    salePrice: 3900,
    quantities: { S: 5, M: 8, L: 7, XL: 0 },
    ageDays: 230,
    art: {
      kind: "v-neck",
      colour: PALETTE.bottleGreen,
      accent: PALETTE.bottleGreen,
      weave: "jersey",
      pattern: "none",
    },
  },
  {
    title: "Cricket Cable Vest",
    description:
      "A cream cable-knit slipover trimmed with navy and burgundy stripes at the neck and hem. Wear it over an oxford shirt for the club-house look without the formality.",
    category: "Knitwear",
    titleAr: "صديري الكريكيت المضفّر",
    descriptionAr:
      "صديري بلون الكريم بضفائر محبوكة، تزيّن رقبته وحافته خطوط كحلية وعنّابية. ارتدوه فوق قميص أكسفورد لإطلالة النادي من غير تكلّف.",
    categoryAr: "تريكو",
    materialAr: "مزيج من القطن والكشمير",
    material: "Cotton and cashmere blend",
    originalPrice: 3300,
    salePrice: 3300,
    quantities: { S: 4, M: 7, L: 5, XL: 2 },
    ageDays: 21,
    art: {
      kind: "knit-vest",
      colour: "#EEE7D7",
      accent: PALETTE.navy,
      weave: "cable",
      pattern: "tipping",
    },
  },
  {
    title: "Cashmere Cardigan",
    description:
      "A deep burgundy cashmere cardigan with five horn buttons and ribbed pockets. Our most requested piece each winter; it returns in limited numbers.",
    category: "Knitwear",
    titleAr: "كارديغان من الكشمير",
    descriptionAr:
      "كارديغان من الكشمير بلون عنّابي عميق، بخمسة أزرار من القرن وجيوب مضلّعة. أكثر قطعنا طلبًا في كل شتاء، ويعود بأعداد محدودة.",
    categoryAr: "تريكو",
    materialAr: "كشمير 100%",
    material: "100% cashmere",
    originalPrice: 8400,
    salePrice: 8400,
    quantities: { S: 0, M: 0, L: 0, XL: 0 },
    ageDays: 300,
    art: {
      kind: "cardigan",
      colour: PALETTE.burgundy,
      accent: PALETTE.horn,
      weave: "cashmere",
      pattern: "none",
    },
  },

  // Trousers
  {
    title: "Pleated Flannel Trousers",
    description:
      "Mid-weight worsted flannel in charcoal, cut with a single forward pleat and a high rise. Finished with side adjusters and a turn-up, as good trousers always were.",
    category: "Trousers",
    titleAr: "بنطال فلانيل بثنية أمامية",
    descriptionAr:
      "فلانيل صوفي متوسط الوزن بلون الفحم، بثنية أمامية واحدة وخصر مرتفع. بمشدّات جانبية وثنية عند الطرف، كما كانت السراويل الجيدة دائمًا.",
    categoryAr: "بناطيل",
    materialAr: "فلانيل صوفي 100%",
    material: "100% wool flannel",
    originalPrice: 3900,
    salePrice: 3900,
    quantities: { S: 3, M: 8, L: 6, XL: 3 },
    ageDays: 190,
    art: {
      kind: "trousers",
      colour: PALETTE.charcoal,
      accent: "#2A2B2E",
      weave: "flannel",
      pattern: "none",
      style: "pleated",
    },
  },
  {
    title: "Garment-Dyed Chinos",
    description:
      "Sturdy cotton twill dyed after sewing for soft, lived-in colour: stone, navy or olive. A tapered leg with a clean front that pairs with everything from a blazer to a polo.",
    category: "Trousers",
    titleAr: "بنطال تشينو مصبوغ بعد الخياطة",
    descriptionAr:
      "قطن تويل متين صُبغ بعد الخياطة فاكتسب ألوانًا ناعمة كأنه رافقكم طويلًا: حجري أو كحلي أو زيتوني. بساق مستدقّة وواجهة مسطحة، ينسجم مع كل شيء من البليزر إلى قميص البولو.",
    categoryAr: "بناطيل",
    materialAr: "قطن تويل 100%",
    material: "100% cotton twill",
    originalPrice: 2600,
    salePrice: 1990,
    // M is sold out in stone only.
    ...inColours(
      [COLOURS.stone, { S: 3, M: 0, L: 4, XL: 2 }],
      [COLOURS.navy, { S: 2, M: 3, L: 3, XL: 1 }, "#141C30"],
      [COLOURS.olive, { S: 1, M: 2, L: 2, XL: 1 }, "#3F3E27"],
    ),
    ageDays: 270,
    art: {
      kind: "trousers",
      colour: PALETTE.stone,
      accent: "#8A7C64",
      weave: "twill",
      pattern: "none",
      style: "flat-front",
    },
  },
  {
    title: "Linen Drawcord Trousers",
    description:
      "Relaxed linen trousers, in natural ivory or black, with a wide leg and a soft drawcord waist. Made for warm evenings in the garden and lazy mornings on the coast.",
    category: "Trousers",
    titleAr: "بنطال كتان برباط",
    descriptionAr:
      "بنطال مريح من الكتان، بلونه العاجي الطبيعي أو بالأسود، بساق واسعة وخصر ناعم برباط. صُنع لأمسيات الحديقة الدافئة وصباحات الساحل الهادئة.",
    categoryAr: "بناطيل",
    originalPrice: 2750,
    salePrice: 2750,
    ...inColours(
      [COLOURS.ivory, { S: 4, M: 6, L: 5, XL: 2 }],
      [COLOURS.black, { S: 3, M: 4, L: 3, XL: 2 }, "#3A3836"],
    ),
    ageDays: 9,
    art: {
      kind: "trousers",
      colour: COLOURS.ivory.hex,
      accent: "#D8CDB4",
      weave: "linen",
      pattern: "none",
      style: "drawcord",
    },
  },
  {
    title: "Tailored Bermuda Shorts",
    description:
      "Navy cotton twill shorts cut with the discipline of tailored trousers: a pressed crease, a flat front and a tidy knee-length hem. Summer's answer to the dress code.",
    category: "Trousers",
    titleAr: "شورت برمودا مفصّل",
    descriptionAr:
      "شورت من قطن تويل كحلي، مفصّل بانضباط السراويل الرسمية: كسرة مكوية وواجهة مسطحة وحافة مرتبة عند الركبة. جواب الصيف على قواعد اللباس.",
    categoryAr: "بناطيل",
    materialAr: "قطن تويل 100%",
    material: "100% cotton twill",
    originalPrice: 1850,
    salePrice: 1450,
    quantities: { S: 5, M: 9, L: 0, XL: 0 },
    ageDays: 110,
    art: {
      kind: "shorts",
      colour: PALETTE.navy,
      accent: "#18213A",
      weave: "twill",
      pattern: "none",
      style: "flat-front",
    },
  },

  // Dresses
  {
    title: "Striped Poplin Shirt Dress",
    description:
      "Our classic shirt in dress form: fine navy stripes on crisp Egyptian cotton poplin, belted at the waist with a self tie. Mother-of-pearl buttons run the full length of the placket.",
    category: "Dresses",
    titleAr: "فستان قميصي من البوبلين المقلّم",
    descriptionAr:
      "قميصنا الكلاسيكي في هيئة فستان: خطوط كحلية رفيعة على بوبلين قطني مصري ناصع، بحزام من القماش نفسه يُعقد عند الخصر، وأزرار من عرق اللؤلؤ تمتد على طول الصدرية.",
    categoryAr: "فساتين",
    materialAr: "بوبلين قطني مصري 100%",
    material: "100% Egyptian cotton poplin",
    originalPrice: 4600,
    salePrice: 4600,
    quantities: { S: 6, M: 8, L: 4, XL: 2 },
    ageDays: 75,
    art: {
      kind: "shirt-dress",
      colour: "#F7F5F0",
      accent: "#2B3A5E",
      weave: "poplin",
      pattern: "pinstripe",
      style: "button-down",
    },
  },
  {
    title: "Linen Midi Dress",
    description:
      "A sleeveless midi dress in soft linen, cream, black or terracotta, with a square neckline and a gently flared skirt. Fully lined in cotton voile so it falls cleanly and stays cool.",
    category: "Dresses",
    titleAr: "فستان ميدي من الكتان",
    descriptionAr:
      "فستان ميدي بلا أكمام من الكتان الناعم، كريمي أو أسود أو طوبي، بفتحة رقبة مربعة وتنورة تتسع برفق. مبطّن بالكامل بالفوال القطني لينسدل بانسياب ويبقى منعشًا.",
    categoryAr: "فساتين",
    materialAr: "كتان 100% ببطانة من الفوال القطني",
    material: "100% linen, cotton voile lining",
    originalPrice: 5200,
    salePrice: 5200,
    ...inColours(
      [COLOURS.cream, { S: 2, M: 3, L: 2, XL: 1 }],
      [COLOURS.black, { S: 1, M: 2, L: 2, XL: 0 }, "#3A3836"],
      [COLOURS.terracotta, { S: 1, M: 1, L: 1, XL: 0 }, "#8C4A36"],
    ),
    ageDays: 33,
    art: {
      kind: "dress",
      colour: COLOURS.cream.hex,
      accent: "#D9CCB0",
      weave: "linen",
      pattern: "none",
    },
  },
  {
    title: "Gingham Garden Dress",
    description:
      "Sky-blue gingham woven in fine cotton, with a fitted bodice and a full skirt that moves with you. Made for garden parties, long lunches and summer weddings.",
    category: "Dresses",
    titleAr: "فستان الحديقة بمربعات الجينجهام",
    descriptionAr:
      "مربعات جينجهام بلون السماء منسوجة من قطن رفيع، بصدر محدّد وتنورة واسعة تتحرك معكم. صُنع لحفلات الحدائق والغداءات الطويلة وأعراس الصيف.",
    categoryAr: "فساتين",
    originalPrice: 4900,
    salePrice: 4900,
    quantities: { S: 5, M: 7, L: 6, XL: 0 },
    ageDays: 5,
    art: {
      kind: "dress",
      colour: "#F7F5F0",
      accent: "#7EA2CC",
      weave: "poplin",
      pattern: "gingham",
    },
  },
  {
    title: "Pleated Midi Skirt",
    description:
      "Knife pleats pressed into wool-blend twill, in navy or camel, falling from a narrow waistband to mid-calf. It swings as you walk and packs without losing a crease.",
    category: "Skirts",
    titleAr: "تنورة ميدي بكسرات",
    descriptionAr:
      "كسرات حادة مكوية في تويل من مزيج الصوف، كحلي أو جملي، تنسدل من حزام رفيع حتى منتصف الساق. تتمايل مع خطواتكم، وتُحزم في الحقيبة دون أن تفقد كسرة واحدة.",
    categoryAr: "تنانير",
    materialAr: "تويل من الصوف والفسكوز",
    material: "Wool and viscose twill",
    originalPrice: 3600,
    salePrice: 2880,
    ...inColours(
      [COLOURS.navy, { S: 2, M: 4, L: 2, XL: 0 }],
      [COLOURS.camel, { S: 2, M: 2, L: 1, XL: 0 }, "#8F7045"],
    ),
    ageDays: 160,
    art: {
      kind: "skirt",
      colour: PALETTE.navy,
      accent: "#18213A",
      weave: "twill",
      pattern: "none",
    },
  },

  // Outerwear
  {
    title: "Double-Breasted Camel Overcoat",
    description:
      "Cut from a dense camel-hair blend with peak lapels and six horn buttons, this is the coat that outlasts trends. Fully lined in silk-touch Bemberg for an easy glide over tailoring.",
    category: "Outerwear",
    titleAr: "معطف مزدوج الصدر بلون الجمل",
    descriptionAr:
      "مفصّل من مزيج كثيف من وبر الجمل، بطيّات صدر مدبّبة وستة أزرار من القرن؛ معطف يبقى بعد أن تمضي الصيحات. مبطّن بالكامل ببطانة بيمبرغ حريرية الملمس لينزلق بيسر فوق البدلة.",
    categoryAr: "معاطف وسترات",
    materialAr: "مزيج من وبر الجمل والصوف",
    material: "Camel hair and wool blend",
    originalPrice: 14500,
    salePrice: 14500,
    quantities: { S: 2, M: 4, L: 3, XL: 1 },
    ageDays: 18,
    art: {
      kind: "coat",
      colour: PALETTE.camel,
      accent: PALETTE.horn,
      weave: "flannel",
      pattern: "none",
      style: "double-breasted",
    },
  },
  {
    title: "Navy Hopsack Blazer",
    description:
      "The navy blazer, done properly: an open hopsack weave that breathes, soft natural shoulders and polished brass buttons. Half-lined so it earns its place in an Egyptian summer.",
    category: "Outerwear",
    titleAr: "بليزر كحلي من نسيج الهوبساك",
    descriptionAr:
      "البليزر الكحلي كما ينبغي أن يكون: نسيج هوبساك مفتوح يتنفس، وأكتاف طبيعية ناعمة، وأزرار نحاسية لامعة. نصف مبطّن ليستحق مكانه في صيف مصر.",
    categoryAr: "معاطف وسترات",
    materialAr: "صوف هوبساك 100%",
    material: "100% wool hopsack",
    originalPrice: 9800,
    salePrice: 9800,
    quantities: { S: 2, M: 5, L: 5, XL: 2 },
    ageDays: 240,
    art: {
      kind: "blazer",
      colour: PALETTE.navy,
      accent: PALETTE.brass,
      weave: "twill",
      pattern: "none",
    },
  },
  {
    title: "Herringbone Tweed Jacket",
    description:
      "A warm brown herringbone tweed woven in the Scottish borders, with patch pockets and leather-wrapped buttons. It only gets better with age, like the best libraries.",
    category: "Outerwear",
    titleAr: "سترة تويد بنقشة عظم السمكة",
    descriptionAr:
      "تويد بنّي دافئ بنقشة عظم السمكة، نُسج في المقاطعات الحدودية الاسكتلندية، بجيوب خارجية وأزرار ملفوفة بالجلد. يزداد جمالًا مع الأيام، كأعرق المكتبات.",
    categoryAr: "معاطف وسترات",
    materialAr: "صوف تويد 100%",
    material: "100% wool tweed",
    originalPrice: 10500,
    salePrice: 8400,
    quantities: { S: 0, M: 3, L: 4, XL: 2 },
    ageDays: 365,
    art: {
      kind: "blazer",
      colour: "#6E5B45",
      accent: "#3E2E22",
      weave: "herringbone",
      pattern: "none",
      style: "patch-pockets",
    },
  },
  {
    title: "Bottle Green Car Coat",
    description:
      "A single-breasted car coat in bottle-green wool with a short point collar and a concealed placket. Sized to sit over a sweater without ever looking bulky.",
    category: "Outerwear",
    titleAr: "معطف قصير بلون أخضر زجاجي",
    descriptionAr:
      "معطف قصير أحادي الصدر من الصوف الأخضر الزجاجي، بياقة قصيرة مدبّبة وأزرار مخفية. مقاسه يتسع لكنزة تحته من غير أن يبدو منتفخًا أبدًا.",
    categoryAr: "معاطف وسترات",
    materialAr: "مزيج من الصوف والكشمير",
    material: "Wool and cashmere blend",
    originalPrice: 11800,
    salePrice: 11800,
    quantities: { S: 1, M: 3, L: 3, XL: 0 },
    ageDays: 400,
    art: {
      kind: "coat",
      colour: PALETTE.bottleGreen,
      accent: "#1E2F25",
      weave: "flannel",
      pattern: "none",
      style: "car-coat",
    },
  },

  // Accessories
  {
    title: "Cashmere Scarf",
    description:
      "Woven cashmere in camel, charcoal or burgundy, with hand-twisted fringes at each end. Offered in four lengths, from a neat S that tucks into a coat to a generous XL that wraps twice.",
    category: "Accessories",
    titleAr: "وشاح من الكشمير",
    descriptionAr:
      "كشمير منسوج بلون الجمل أو الفحمي أو العنّابي، بأهداب مجدولة يدويًا عند طرفيه. يأتي بأربعة أطوال، من المقاس S الذي يستقر تحت المعطف إلى المقاس XL السخيّ الذي يلتف مرتين.",
    categoryAr: "إكسسوارات",
    materialAr: "كشمير 100%",
    material: "100% cashmere",
    originalPrice: 3200,
    salePrice: 3200,
    ...inColours(
      [COLOURS.camel, { S: 2, M: 4, L: 3, XL: 1 }],
      [COLOURS.charcoal, { S: 1, M: 3, L: 2, XL: 1 }, "#2A2B2E"],
      [COLOURS.burgundy, { S: 1, M: 2, L: 1, XL: 1 }, "#451520"],
    ),
    ageDays: 125,
    art: {
      kind: "scarf",
      colour: COLOURS.camel.hex,
      accent: "#977548",
      weave: "flannel",
      pattern: "none",
    },
  },
  {
    title: "Bridle Leather Belt",
    description:
      "English bridle leather in a deep chestnut, edge-stained and burnished by hand. Finished with a solid brass roller buckle that will outlive the leather and the wearer.",
    category: "Accessories",
    titleAr: "حزام من جلد البرايدل",
    descriptionAr:
      "جلد برايدل إنجليزي بلون الكستناء العميق، صُبغت حوافه وصُقلت يدويًا. بإبزيم من النحاس المصمت يعمّر أطول من الجلد ومن صاحبه.",
    categoryAr: "إكسسوارات",
    materialAr: "جلد برايدل ونحاس مصمت",
    material: "Bridle leather, solid brass",
    originalPrice: 1850,
    salePrice: 1850,
    quantities: { S: 5, M: 10, L: 8, XL: 4 },
    ageDays: 48,
    art: {
      kind: "belt",
      colour: "#6A3E24",
      accent: PALETTE.brass,
      weave: "leather",
      pattern: "none",
    },
  },
];
