import { useT } from "@/i18n";
import * as React from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "./chevron-icons";
import { IMAGE_SIZES } from "@atelier/shared/products";
import type { UiProduct } from "../ui-product";
import { ProductCard } from "./product-card";

/**
 * A horizontal strip of the products flagged new (docs/product.md#products), swipeable, with arrows
 * on wide screens.
 */
export function NewArrivalsStrip({ products }: { products: UiProduct[] }) {
  const { t } = useT();
  const strip = React.useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: "smooth" });
  };
  return (
    <div className="relative">
      <ul
        ref={strip}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-2 sm:-mx-8 sm:scroll-px-8 sm:gap-6 sm:px-8 lg:-mx-12 lg:scroll-px-12 lg:px-12"
      >
        {products.map((product) => (
          <li
            key={product.id}
            className="render-when-near w-[52vw] max-w-[20rem] shrink-0 snap-start sm:w-[40vw] lg:w-[calc((100%-4.5rem)/4)]"
          >
            <ProductCard product={product} sizes={IMAGE_SIZES.strip} />
          </li>
        ))}
      </ul>
      {products.length > 3 && (
        <div className="mt-6 hidden justify-end gap-2 md:flex">
          <button
            type="button"
            aria-label={t("catalog.scrollBack")}
            onClick={() => scroll(-1)}
            className="flex size-10 cursor-pointer items-center justify-center border border-input transition-colors duration-200 hover:border-foreground"
          >
            <ChevronLeftIcon className="size-4" strokeWidth={1.25} />
          </button>
          <button
            type="button"
            aria-label={t("catalog.scrollForward")}
            onClick={() => scroll(1)}
            className="flex size-10 cursor-pointer items-center justify-center border border-input transition-colors duration-200 hover:border-foreground"
          >
            <ChevronRightIcon className="size-4" strokeWidth={1.25} />
          </button>
        </div>
      )}
    </div>
  );
}
