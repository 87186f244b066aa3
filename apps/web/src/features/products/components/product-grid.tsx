import type { UiProduct } from "../ui-product";
import { ProductCard } from "./product-card";
import { ProductCardSkeleton } from "./product-card-skeleton";

const GRID = "grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-3 xl:grid-cols-4";

/**
 * Every card is drawn (on the server too: its link and price are in the HTML); `eager` cards (the
 * first screen) load their first image at once, the rest as the shopper scrolls near them.
 */
export function ProductGrid({ products, eager = 0 }: { products: UiProduct[]; eager?: number }) {
  return (
    <ul className={GRID}>
      {products.map((product, i) => (
        <li key={product.id} className={i < eager ? undefined : "render-when-near"}>
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
