import { useT } from "@/i18n";
import { Link } from "@/lib/router";
import { Badge } from "@/components/ui/badge";
import type { UiProduct } from "../ui-product";
import { uiOutOfStock } from "../ui-product";
import { ImageCarousel } from "./image-carousel";
import { Price } from "./price";

/** docs/product.md#products: carousel, New badge, title, category, Out of Stock, price. */
export function ProductCard({
  product,
  priority = false,
  sizes,
}: {
  product: UiProduct;
  priority?: boolean;
  sizes?: string;
}) {
  const href = `/product/${product.id}`;
  const outOfStock = uiOutOfStock(product);
  const { t } = useT();
  return (
    <article className="group/card flex flex-col gap-4">
      <div className="relative">
        <ImageCarousel
          images={product.images}
          title={product.title}
          priority={priority}
          sizes={sizes}
          // The images link to the product too, but only the title is announced as the link.
          wrap={(slides) => (
            <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
              {slides}
            </Link>
          )}
        />
        <div className="pointer-events-none absolute start-2 top-2 flex flex-col items-start gap-1.5">
          {product.isNew && <Badge variant="secondary">{t("catalog.new")}</Badge>}
          {outOfStock && <Badge variant="muted">{t("catalog.outOfStock")}</Badge>}
        </div>
      </div>
      <div className="flex flex-col gap-1.5 px-0.5">
        <p className="eyebrow text-muted-foreground">{product.categoryName}</p>
        {/* At most two lines, so a long name keeps the grid even; the link reads it whole. */}
        <h3 className="line-clamp-2 font-serif text-xl font-medium leading-snug">
          <Link
            to={href}
            className="underline-offset-4 transition-colors duration-200 hover:underline hover:decoration-camel"
          >
            {product.title}
          </Link>
        </h3>
        <Price price={product.price} originalPrice={product.originalPrice} className="text-sm" />
        {product.colors.length > 1 && (
          // Issue 28: the colours as dots, said once in words (docs/product.md#colours).
          <p className="flex gap-1.5 pt-1">
            {product.colors.map((c) => (
              // Empty, so never read: the words after them say it.
              <span key={c.id} className="swatch size-2.5" style={{ backgroundColor: c.hex }} />
            ))}
            <span className="sr-only">{t("catalog.colors", { count: product.colors.length })}</span>
          </p>
        )}
      </div>
    </article>
  );
}
