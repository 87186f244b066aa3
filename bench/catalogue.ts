// A back catalogue for the benches (issue 27): `--catalogue N` (or BENCH_CATALOGUE=N) adds N
// generated pieces, English and Arabic, on top of the demo's 25, by one bulk insert in one
// transaction straight into the database (not through HTTP: 5,000 POSTs would take minutes and
// measure the admin's path, not the shop's). Rows are built by productRow, the function the API
// stores a product with, so their catalogue keys (migration 0018) are exactly the API's.
//
// Used in-process by bench/api-server.ts, and as a command by bench/web.mjs (which runs the built
// server in its own process):
//
//   node --import tsx bench/catalogue.ts <count>     DATA_DIR=… (SQLite) or DATABASE_URL=…
//
// It prints one JSON line `{ "added": n, "seconds": s }`. Deterministic: the same N gives the
// same pieces, so before and after are measured on the same catalogue.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { createDb, dbOptionsFromConfig, isPostgres, type Db } from "../apps/api/src/db/dialects";
import { productRow, type ProductInput } from "../apps/api/src/features/products/products.service";

/** `--catalogue N` or BENCH_CATALOGUE=N; 0 (the demo alone) when neither is given. */
export function catalogueSize(argv: string[] = process.argv, env = process.env): number {
  const at = argv.findIndex((a) => a === "--catalogue" || a.startsWith("--catalogue="));
  const raw =
    at < 0 ? env.BENCH_CATALOGUE : argv[at]!.includes("=") ? argv[at]!.split("=")[1] : argv[at + 1];
  const n = Number(raw ?? 0);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--catalogue wants a whole number, not ${raw}`);
  return n;
}

// ~12 categories, the demo's seven among them (so its filters fill up as a label's would).
const CATEGORIES: { en: string; ar: string; nouns: [string, string][] }[] = [
  {
    en: "Shirts",
    ar: "قمصان",
    nouns: [
      ["Shirt", "قميص"],
      ["Overshirt", "قميص خارجي"],
    ],
  },
  {
    en: "Dresses",
    ar: "فساتين",
    nouns: [
      ["Dress", "فستان"],
      ["Maxi Dress", "فستان طويل"],
    ],
  },
  {
    en: "Knitwear",
    ar: "تريكو",
    nouns: [
      ["Sweater", "كنزة"],
      ["Cardigan", "كارديجان"],
    ],
  },
  {
    en: "Outerwear",
    ar: "معاطف وسترات",
    nouns: [
      ["Jacket", "سترة"],
      ["Coat", "معطف"],
    ],
  },
  {
    en: "Trousers",
    ar: "بناطيل",
    nouns: [
      ["Trousers", "بنطلون"],
      ["Chinos", "بنطلون تشينو"],
    ],
  },
  {
    en: "Skirts",
    ar: "تنانير",
    nouns: [
      ["Skirt", "تنورة"],
      ["Midi Skirt", "تنورة متوسطة"],
    ],
  },
  {
    en: "Accessories",
    ar: "إكسسوارات",
    nouns: [
      ["Scarf", "وشاح"],
      ["Belt", "حزام"],
    ],
  },
  {
    en: "T-Shirts",
    ar: "تيشيرتات",
    nouns: [
      ["Tee", "تيشيرت"],
      ["Polo", "بولو"],
    ],
  },
  {
    en: "Jeans",
    ar: "جينز",
    nouns: [
      ["Jeans", "جينز"],
      ["Denim Jacket", "سترة جينز"],
    ],
  },
  {
    en: "Loungewear",
    ar: "ملابس منزلية",
    nouns: [
      ["Lounge Set", "طقم منزلي"],
      ["Robe", "روب"],
    ],
  },
  {
    en: "Kaftans",
    ar: "قفاطين",
    nouns: [
      ["Kaftan", "قفطان"],
      ["Galabeya", "جلابية"],
    ],
  },
  {
    en: "Activewear",
    ar: "ملابس رياضية",
    nouns: [
      ["Track Top", "سترة رياضية"],
      ["Leggings", "ليقنز"],
    ],
  },
];

const ADJECTIVES: [string, string][] = [
  ["Relaxed", "مريح"],
  ["Tailored", "مفصّل"],
  ["Cropped", "قصير"],
  ["Pleated", "بكسرات"],
  ["Washed", "مغسول"],
  ["Classic", "كلاسيكي"],
  ["Oversized", "واسع"],
  ["Striped", "مقلّم"],
  ["Embroidered", "مطرّز"],
  ["Linen-Blend", "من مزيج الكتان"],
  ["Garment-Dyed", "مصبوغ بعد الخياطة"],
  ["Wrap", "ملفوف"],
];
const COLOURS: [string, string][] = [
  ["Sand", "رملي"],
  ["Nile Blue", "أزرق نيلي"],
  ["Olive", "زيتوني"],
  ["Terracotta", "طوبي"],
  ["Ivory", "عاجي"],
  ["Charcoal", "فحمي"],
  ["Saffron", "زعفراني"],
  ["Sage", "أخضر مريمي"],
  ["Navy", "كحلي"],
  ["Rose", "وردي"],
  ["Black", "أسود"],
  ["Camel", "جملي"],
];
const PLACES: [string, string][] = [
  ["Zamalek", "الزمالك"],
  ["Siwa", "سيوة"],
  ["Dahab", "دهب"],
  ["Aswan", "أسوان"],
  ["Garden City", "جاردن سيتي"],
  ["Alexandria", "الإسكندرية"],
  ["Fayoum", "الفيوم"],
  ["Heliopolis", "مصر الجديدة"],
];
const MATERIALS: [string, string][] = [
  ["100% Egyptian Giza cotton", "قطن جيزة مصري 100%"],
  ["100% linen", "كتان 100%"],
  ["55% linen, 45% cotton", "55% كتان، 45% قطن"],
  ["100% merino wool", "صوف ميرينو 100%"],
  ["80% wool, 20% cashmere", "80% صوف، 20% كشمير"],
  ["100% silk", "حرير 100%"],
  ["98% cotton, 2% elastane", "98% قطن، 2% إيلاستين"],
  ["100% organic cotton jersey", "جيرسيه قطن عضوي 100%"],
  ["70% viscose, 30% linen", "70% فيسكوز، 30% كتان"],
  ["100% cotton denim", "دنيم قطن 100%"],
];
// Sentences a label writes, to make descriptions of a few sentences in each language.
const SENTENCES: [string, string][] = [
  [
    "Cut and sewn in our Cairo workshop from cloth woven a few kilometres away.",
    "قُصّ وخِيط في ورشتنا بالقاهرة من قماش نُسج على بعد كيلومترات قليلة.",
  ],
  [
    "The fabric softens with every wash and keeps its colour season after season.",
    "يزداد القماش نعومةً مع كل غسلة ويحتفظ بلونه موسمًا بعد موسم.",
  ],
  [
    "A relaxed shoulder and a slightly longer back make it easy to wear all day.",
    "كتف مريح وظهر أطول قليلًا يجعلانه سهل الارتداء طوال اليوم.",
  ],
  [
    "Finished with horn buttons and French seams that stay flat inside.",
    "مُشطّب بأزرار من القرن وخياطات فرنسية تبقى مسطحة من الداخل.",
  ],
  [
    "Breathes through the hottest August afternoons and layers well in winter.",
    "يسمح بمرور الهواء في أشد ظهيرات أغسطس حرارة ويُلبس بطبقات في الشتاء.",
  ],
  [
    "Made in small runs: when a colour sells out, it may not come back.",
    "يُصنع بكميات صغيرة: حين ينفد لون قد لا يعود.",
  ],
  [
    "Wash cold, dry flat in the shade, and iron on the reverse while still damp.",
    "يُغسل بماء بارد ويُجفف مفرودًا في الظل ويُكوى من الداخل وهو رطب.",
  ],
  [
    "Pairs with our wide-leg trousers for the office and with sandals by the sea.",
    "يتناسق مع بنطلوننا الواسع للمكتب ومع الصنادل على البحر.",
  ],
  ["The model is 178 cm tall and wears a size M.", "طول العارض 178 سم ويرتدي المقاس M."],
  [
    "Dyed with low-impact dyes and packed without plastic.",
    "مصبوغ بأصباغ منخفضة الأثر ومُغلّف دون بلاستيك.",
  ],
];

/** mulberry32: a small seeded generator, so every run draws the same catalogue. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, pick, int };
}

const DAY = 86_400_000;

/**
 * N products with their insertion dates: titles from adjective, colour, place and noun in both
 * languages (numbered past the first combinations, as a label's style codes are), prices from
 * 250 to 9,000 EGP with a quarter on sale, stock 0–40 a size (some sold out), dates spread over
 * two years with one in thirty in the last 14 days ("New"). Images reuse the given URLs.
 */
export function generateCatalogue(
  count: number,
  images: string[],
  now = Date.now(),
): { product: ProductInput; insertedAt: string }[] {
  const r = random(27);
  const out: { product: ProductInput; insertedAt: string }[] = [];
  for (let i = 0; i < count; i++) {
    const category = r.pick(CATEGORIES);
    const [noun, nounAr] = r.pick(category.nouns);
    const [adj, adjAr] = r.pick(ADJECTIVES);
    const [colour, colourAr] = r.pick(COLOURS);
    const [place, placeAr] = r.pick(PLACES);
    const [material, materialAr] = r.pick(MATERIALS);
    const code = String(1000 + i);
    // Three to five different sentences, in the order the label wrote them.
    const first = r.int(0, SENTENCES.length - 1);
    const sentences = Array.from(
      { length: r.int(3, 5) },
      (_, k) => SENTENCES[(first + k * 3) % SENTENCES.length]!,
    );
    const lead = `The ${place} ${noun.toLowerCase()} in ${colour.toLowerCase()}, ${material.toLowerCase()}.`;
    const leadAr = `${nounAr} ${placeAr} باللون ال${colourAr}، ${materialAr}.`;
    const original = r.int(5, 180) * 50;
    const onSale = r.next() < 0.25;
    const sale = onSale ? Math.round((original * r.int(50, 90)) / 100) : original;
    const stock = () => (r.next() < 0.08 ? 0 : r.int(0, 40));
    const age =
      r.next() < 1 / 30 ? r.next() * 14 * DAY : 14 * DAY + r.next() * (2 * 365 - 14) * DAY;
    const shots = images.length
      ? Array.from({ length: r.int(1, 3) }, (_, k) => images[(i + k * 7) % images.length]!)
      : [];
    out.push({
      insertedAt: new Date(now - age).toISOString(),
      product: {
        title: `${place} ${adj} ${noun} in ${colour} ${code}`,
        titleAr: `${nounAr} ${adjAr} ${placeAr} ${colourAr} ${code}`,
        description: [lead, ...sentences.map((s) => s[0])].join(" "),
        descriptionAr: [leadAr, ...sentences.map((s) => s[1])].join(" "),
        category: category.en,
        categoryAr: category.ar,
        material,
        materialAr,
        originalPrice: original,
        salePrice: sale,
        images: [...new Set(shots)],
        quantityS: stock(),
        quantityM: stock(),
        quantityL: stock(),
        quantityXL: stock(),
      },
    });
  }
  return out;
}

/** Rows per INSERT: at 22 columns, under SQLite's 32,766 and PostgreSQL's 65,535 bind variables. */
const CHUNK = 500;

/**
 * Adds `count` generated products to the catalogue in one transaction, their images taken from
 * the products already there (the demo's uploads). Answers how long it took.
 */
export async function seedCatalogue(
  db: Db,
  count: number,
): Promise<{ added: number; seconds: number }> {
  const started = performance.now();
  if (count <= 0) return { added: 0, seconds: 0 };
  const existing = await db.selectFrom("products").select("images").execute();
  const images = [...new Set(existing.flatMap((p) => JSON.parse(p.images) as string[]))];
  const rows = generateCatalogue(count, images).map((p) => productRow(p.product, p.insertedAt));
  await db.transaction().execute(async (trx) => {
    for (let at = 0; at < rows.length; at += CHUNK)
      await trx
        .insertInto("products")
        .values(rows.slice(at, at + CHUNK))
        .execute();
  });
  // What autovacuum does within a minute or so of a bulk load, done now so the bench measures the
  // store as it runs: until then PostgreSQL has no statistics for the new rows, and every search
  // also reads the trigram indexes' whole pending list (GIN's fastupdate).
  if (isPostgres(db)) await sql`vacuum analyze products`.execute(db);
  return { added: rows.length, seconds: (performance.now() - started) / 1000 };
}

// As a command (bench/web.mjs): seed the database the built server uses.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const count = Number(process.argv[2] ?? catalogueSize());
  const db = createDb(
    dbOptionsFromConfig({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: process.env.DATA_DIR ?? "./data",
    }),
  );
  try {
    process.stdout.write(`${JSON.stringify(await seedCatalogue(db, count))}\n`);
  } finally {
    await db.destroy();
  }
}
