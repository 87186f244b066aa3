import { useT } from "@/i18n";
import { Link } from "@/lib/router";
import { FEATURED_PIECE_MEDIA, IMAGE_SIZES } from "@atelier/shared/products";
import { useMediaQuery } from "@/lib/use-media-query";
import type { UiProduct } from "../ui-product";
import { ProductImage } from "./product-image";

/**
 * One piece shown large in the home hero, framed by a fine camel rule. Only on wide screens:
 * a phone's first screen stays text, and does not download the photograph at all.
 */
export function FeaturedPiece({ product }: { product: UiProduct | undefined }) {
  const { t } = useT();
  const wide = useMediaQuery(FEATURED_PIECE_MEDIA);
  if (!wide) return null;
  return (
    <figure className="relative mx-auto w-full max-w-[22rem]">
      <div className="relative">
        {/* The frame sits behind the photograph, so only its offset edges show. */}
        <span
          aria-hidden="true"
          className="absolute -end-3 -top-3 h-full w-full border border-camel/60"
        />
        <div className="relative bg-[#e9e0cd]">
          {product ? (
            <Link to={`/product/${product.id}`} tabIndex={-1} aria-hidden="true">
              <ProductImage src={product.images[0]} alt="" sizes={IMAGE_SIZES.featured} priority />
            </Link>
          ) : (
            <div className="aspect-[4/5] w-full" />
          )}
        </div>
      </div>
      <figcaption className="mt-5 flex items-baseline justify-between gap-4">
        <span className="eyebrow text-camel">
          {t(product?.isNew ? "catalog.newArrival" : "catalog.fromCollection")}
        </span>
        {product && (
          <Link
            to={`/product/${product.id}`}
            className="font-serif text-lg text-hero-foreground underline-offset-4 hover:underline"
          >
            {product.title}
          </Link>
        )}
      </figcaption>
    </figure>
  );
}
