// `npm run fonts -w @atelier/web`: cuts the label's two typefaces down to what the first screen
// needs — the characters of English copy and the weights the design uses — so a phone on a slow
// network downloads about 70 KB of fonts instead of 130 KB. The output is committed
// (src/assets/fonts); src/fonts.css sends any other character to fontsource's full files.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const out = path.resolve(import.meta.dirname, "../src/assets/fonts");

/** Keep in step with the unicode-range of the subset faces in src/fonts.css. */
export const SUBSET_TEXT =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)).join("") +
  "\u00a0§©·×èé–—‘’“”…";

const FONTS = [
  {
    file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    name: "inter",
    wght: [300, 600],
  },
  {
    file: "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    name: "cormorant",
    wght: [400, 600],
  },
  {
    file: "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2",
    name: "cormorant-italic",
    wght: [400, 500],
  },
];

fs.mkdirSync(out, { recursive: true });
for (const font of FONTS) {
  const source = fs.readFileSync(require.resolve(font.file));
  const subset = await subsetFont(source, SUBSET_TEXT, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: font.wght[0], max: font.wght[1] } },
  });
  fs.writeFileSync(path.join(out, `${font.name}.woff2`), subset);
  console.log(
    `${font.name}.woff2: ${source.length} -> ${subset.length} bytes (wght ${font.wght.join("–")})`,
  );
}
