// Part of `npm run fonts -w @atelier/web`: the Arabic typefaces of /ar pages (issue 16), cut down
// like the Latin ones (scripts/subset-fonts.mjs) to the letters of Arabic copy and the weights the
// design uses: Noto Naskh Arabic (headings, beside Cormorant) and IBM Plex Sans Arabic (text,
// beside Inter). The subsets are committed (src/assets/fonts/*-ar*.woff2) and declared by
// src/fonts-ar.css with an Arabic unicode-range, so English pages never download them; any other
// Arabic-script character falls through to fontsource's full files.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const out = path.resolve(import.meta.dirname, "../src/assets/fonts");
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join("");

/**
 * Keep in step with the unicode-range of the subset faces in src/fonts-ar.css: the Arabic comma,
 * semicolon and question mark, the 36 letters of Modern Standard Arabic with hamza forms and
 * tatweel, the short vowels and shadda, Arabic-Indic digits and separators (BRAND.arabicDigits),
 * the superscript alef, and the joiners and direction marks prices and dates use. Persian and
 * Urdu letters, Quranic marks and presentation forms are left to the full files.
 */
export const ARABIC_TEXT =
  "\u060C\u061B\u061C\u061F" +
  range(0x0621, 0x063a) +
  range(0x0640, 0x0652) +
  range(0x0660, 0x066c) +
  "\u0670\u200C\u200D\u200E\u200F";

const FONTS = [
  {
    file: "@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2",
    name: "naskh-ar",
    wght: [400, 700],
  },
  {
    file: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2",
    name: "plex-ar-400",
  },
  {
    file: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff2",
    name: "plex-ar-500",
  },
];

/** unitsPerEm and hhea ascent/descent, for the fallbacks' overrides in src/fonts-ar.css. */
function metrics(sfnt) {
  const tables = {};
  for (let i = 0, n = sfnt.readUInt16BE(4); i < n; i++) {
    const at = 12 + i * 16;
    tables[sfnt.toString("latin1", at, at + 4)] = sfnt.readUInt32BE(at + 8);
  }
  const em = sfnt.readUInt16BE(tables.head + 18);
  const ascent = sfnt.readInt16BE(tables.hhea + 4) / em;
  const descent = -sfnt.readInt16BE(tables.hhea + 6) / em;
  return `ascent ${ascent.toFixed(3)} em, descent ${descent.toFixed(3)} em`;
}

fs.mkdirSync(out, { recursive: true });
let total = 0;
for (const font of FONTS) {
  const source = fs.readFileSync(require.resolve(font.file));
  const axes = font.wght
    ? { variationAxes: { wght: { min: font.wght[0], max: font.wght[1] } } }
    : {};
  const subset = await subsetFont(source, ARABIC_TEXT, { targetFormat: "woff2", ...axes });
  const sfnt = await subsetFont(source, ARABIC_TEXT, { targetFormat: "sfnt", ...axes });
  fs.writeFileSync(path.join(out, `${font.name}.woff2`), subset);
  total += subset.length;
  console.log(
    `${font.name}.woff2: ${source.length} -> ${subset.length} bytes` +
      (font.wght ? ` (wght ${font.wght.join("–")})` : "") +
      `; ${metrics(Buffer.from(sfnt))}`,
  );
}
console.log(`Arabic subsets: ${total} bytes`);
