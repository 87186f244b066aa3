import { useFirstPaintDone } from "@/lib/first-paint";
import type { UiProduct } from "../ui-product";
import { ProductCard } from "./product-card";
import { ProductCardSkeleton } from "./product-card-skeleton";

const GRID = "grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-3 xl:grid-cols-4";

/** Cards drawn before the first paint: a wide screen's first row; the rest follow just after. */
const FIRST_SCREEN_CARDS = 4;

/** `eager` cards (the first screen) load their first image at once; the rest lazily. */
export function ProductGrid({ products, eager = 0 }: { products: UiProduct[]; eager?: number }) {
  const painted = useFirstPaintDone();
  const shown = painted ? products : products.slice(0, FIRST_SCREEN_CARDS);
  return (
    <ul className={GRID}>
      {shown.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} priority={i < eager} />
        </li>
      ))}
    </ul>
  );
}

/** docs/product.md#products: a loading skeleton of 8 cards. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={GRID} role="status" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
