// Writes every demo product's images to a folder so they can be looked at:
//   npx tsx packages/demo/src/render-preview.ts /tmp/art [title filter]
import fs from "node:fs/promises";
import path from "node:path";
import { DEMO_CATALOG } from "./catalog";
import { looksOf } from "./colours";
import { GARMENT_IMAGE, renderGarmentImages } from "./garment-art/index";

const outDir = process.argv[2] ?? "/tmp/atelier-art";
const filter = (process.argv[3] ?? "").toLowerCase();
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

await fs.mkdir(outDir, { recursive: true });
const started = performance.now();
let count = 0;
for (const product of DEMO_CATALOG.filter((p) => p.title.toLowerCase().includes(filter))) {
  // Each colour as the seed draws it (looksOf): all shots of the first, two of the others.
  for (const [k, look] of looksOf(product).entries()) {
    const t = performance.now();
    const images = await renderGarmentImages(look.product, { shots: look.shots });
    const name = slug(
      product.colours?.[k]?.name ? `${product.title} ${product.colours[k].name}` : product.title,
    );
    await Promise.all(
      images.map((img, i) =>
        fs.writeFile(path.join(outDir, `${name}-${i + 1}.${GARMENT_IMAGE.extension}`), img),
      ),
    );
    count += images.length;
    console.log(`${name}: ${images.length} images in ${Math.round(performance.now() - t)} ms`);
  }
}
console.log(
  `${count} images in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${outDir}`,
);
