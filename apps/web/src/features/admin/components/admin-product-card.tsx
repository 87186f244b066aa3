import { Link } from "@/lib/router";
import { ExternalLink } from "lucide-react";
import {
  categoryLabel,
  imageSrcSet,
  QUANTITY_KEYS,
  SIZES,
  type Product,
  type Size,
} from "@atelier/shared/products";
import { missingArabic } from "@atelier/shared/products-admin";
import { formatEGP } from "@atelier/shared/money";
import type { WaitingCount } from "@atelier/shared/back-in-stock";
import { Badge } from "@/components/ui/badge";
import { useDeleteProduct } from "../api/delete-product";
import { useUpdateOriginalPrice } from "../api/update-original-price";
import { useUpdateProductImages } from "../api/update-product-images";
import { useUpdateProductText } from "../api/update-product-text";
import { useLowStock } from "../api/low-stock";
import { useUpdateProductQuantity } from "../api/update-product-quantity";
import { useUpdateSalePrice } from "../api/update-sale-price";
import { DeleteProductDialog } from "./delete-product-dialog";
import { EditImagesDialog } from "./edit-images-dialog";
import { EditPriceDialog, type PriceKind } from "./edit-price-dialog";
import { EditTextDialog } from "./edit-text-dialog";
import { InventoryTable } from "./inventory-table";
import { AddColorButton, ProductColors } from "./product-colors";
import { AuditHistory } from "./audit-history";
import { ProductSizeGuide } from "./product-size-guide";
import { useCan } from "./admin-guard";
import type { CategoryOption } from "./product-text-fields";

const FIELD_NAMES = {
  title: "name",
  description: "description",
  category: "category",
  material: "material",
} as const;

const quantitiesOf = (product: Product) =>
  Object.fromEntries(SIZES.map((size) => [size, product[QUANTITY_KEYS[size]] ?? 0])) as Record<
    Size,
    number
  >;

/**
 * Phones: a small image beside the title, then the words, then the stock. Tablets: the image
 * runs down beside title and words. Wide screens: the stock table takes a third column.
 */
export const CARD_GRID = [
  "grid gap-x-5 gap-y-5 border border-border bg-card p-4 sm:gap-x-7 sm:p-6 xl:gap-x-6",
  "grid-cols-[6rem_minmax(0,1fr)] [grid-template-areas:'img_head'_'body_body'_'inv_inv']",
  "sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:grid-rows-[auto_1fr] sm:[grid-template-areas:'img_head'_'img_body'_'inv_inv']",
  "xl:grid-cols-[8.5rem_minmax(0,1fr)_27rem] xl:[grid-template-areas:'img_head_inv'_'img_body_inv']",
].join(" ");

/** "3 waiting for M", "1 waiting for Sand, L": demand the label can act on. */
function waitingNote(w: WaitingCount, product: Product): string {
  const color = w.color === null ? undefined : product.colors.find((c) => c.id === w.color);
  return `${w.waiting} waiting for ${color ? `${color.name}, ${w.size}` : w.size}`;
}

/**
 * One product on /admin/products (docs/product.md#admin): first image, words, the three badges, its
 * tools and stock.
 */
export function AdminProductCard({
  product,
  categories = [],
  waiting = [],
}: {
  product: Product;
  categories?: readonly CategoryOption[];
  /** Who waits for its sold-out sizes (docs/product.md#back-in-stock). */
  waiting?: readonly WaitingCount[];
}) {
  const updateOriginal = useUpdateOriginalPrice();
  const updateSale = useUpdateSalePrice();
  const updateImages = useUpdateProductImages();
  const updateText = useUpdateProductText();
  const updateQuantity = useUpdateProductQuantity();
  // docs/product.md#low-stock: sizes at or below the store's threshold are marked.
  const lowStock = useLowStock();
  const remove = useDeleteProduct();
  // Staff edit stock and words; prices, photographs, colours, deletion: the admin's (issue 33).
  const can = useCan();

  const quantities = quantitiesOf(product);
  // docs/product.md#colours: a piece sold in colours has its photographs and stock per colour;
  // its own are their sums, which the API refuses to set (SET_PER_COLOR).
  const colored = product.colors.length > 0;
  const totalStock = SIZES.reduce((sum, size) => sum + quantities[size], 0);
  const image = product.images[0];
  const headingId = `product-${product.id}-title`;
  // docs/product.md#admin: a product the Arabic pages would show in English is flagged.
  const untranslated = missingArabic(product);

  const updatePrice = (kind: PriceKind, value: number) =>
    kind === "original"
      ? updateOriginal.mutateAsync({ id: product.id, originalPrice: value })
      : updateSale.mutateAsync({ id: product.id, salePrice: value });

  return (
    <article aria-labelledby={headingId} className={CARD_GRID}>
      <div className="[grid-area:img]">
        {image ? (
          <img
            src={image}
            srcSet={imageSrcSet(image)}
            sizes="(min-width: 640px) 152px, 96px"
            alt={product.title}
            width={1600}
            height={2000}
            loading="lazy"
            decoding="async"
            className="aspect-[4/5] h-auto w-full bg-muted object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={`${product.title}: no image`}
            className="flex aspect-[4/5] w-full items-center justify-center bg-muted"
          >
            <span
              aria-hidden="true"
              className="font-serif text-2xl tracking-[0.2em] text-muted-foreground"
            >
              MZ
            </span>
          </div>
        )}
      </div>

      <div className="flex min-w-0 items-start justify-between gap-3 [grid-area:head]">
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="eyebrow text-muted-foreground">
            {categoryLabel(product, "en")}
            <span aria-hidden="true"> · </span>
            <span className="normal-case tracking-normal">{product.material}</span>
          </p>
          <h2 id={headingId} className="font-serif text-2xl leading-tight">
            {product.title}
          </h2>
        </div>
        {can("products.delete") && (
          <DeleteProductDialog
            title={product.title}
            onDelete={() => remove.mutateAsync({ id: product.id, title: product.title })}
          />
        )}
      </div>

      <div className="flex min-w-0 flex-col gap-4 [grid-area:body]">
        {product.description && (
          <p className="line-clamp-3 max-w-prose text-sm leading-relaxed text-muted-foreground">
            {product.description}
          </p>
        )}
        <ul aria-label="Prices and stock" className="flex flex-wrap gap-2">
          <li>
            <Badge variant="outline">Original: {formatEGP(product.originalPrice)}</Badge>
          </li>
          <li>
            <Badge variant="secondary">Sale: {formatEGP(product.salePrice)}</Badge>
          </li>
          <li>
            <Badge variant={totalStock > 0 ? "default" : "destructive"}>
              Total stock: {totalStock}
            </Badge>
          </li>
          {untranslated.length > 0 && (
            <li>
              <Badge
                variant="outline"
                className="border-dashed border-camel-ink text-camel-ink"
                title={`Arabic missing: ${untranslated.map((f) => FIELD_NAMES[f]).join(", ")}`}
              >
                {untranslated.includes("title")
                  ? "No Arabic text"
                  : `No Arabic ${untranslated.map((f) => FIELD_NAMES[f]).join(", ")}`}
              </Badge>
            </li>
          )}
        </ul>
        {waiting.length > 0 && (
          <p className="text-sm text-camel-ink">
            {waiting.map((w) => waitingNote(w, product)).join(" · ")}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 pt-1">
          {can("products.prices") && <EditPriceDialog product={product} onUpdate={updatePrice} />}
          {!colored && can("products.images") && (
            <EditImagesDialog
              product={product}
              onReplace={(images) => updateImages.mutateAsync({ id: product.id, images })}
            />
          )}
          <EditTextDialog
            product={product}
            categories={categories}
            onSave={(text) => updateText.mutateAsync({ id: product.id, text })}
          />
          <Link
            to={`/product/${product.id}`}
            className="eyebrow inline-flex items-center gap-1.5 px-2 py-2 text-muted-foreground underline-offset-4 transition-colors duration-200 hover:text-foreground hover:underline"
          >
            View in shop
            <ExternalLink className="size-3.5" strokeWidth={1.25} aria-hidden="true" />
          </Link>
        </div>
        {can("size-guides") && <ProductSizeGuide product={product} />}
        {/* Issue 33: who changed this piece, fetched when opened (docs/product.md#audit-log). */}
        {can("audit") && (
          <AuditHistory
            filter={{ product: product.id }}
            collapsed
            title={`History of ${product.title}`}
          />
        )}
      </div>

      {colored ? (
        <section
          aria-label={`Colours and stock of ${product.title}`}
          className="flex min-w-0 flex-col gap-1 [grid-area:inv]"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border pb-2">
            <h3 className="eyebrow font-sans text-foreground">
              Colours <span className="text-muted-foreground">· {product.colors.length}</span>
            </h3>
            {can("products.colors") && <AddColorButton product={product} />}
          </div>
          <ProductColors product={product} lowAt={lowStock.data?.threshold} />
        </section>
      ) : (
        <section
          aria-label={`Inventory by Size of ${product.title}`}
          className="flex min-w-0 flex-col gap-1 [grid-area:inv]"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border pb-2">
            <h3 className="eyebrow font-sans text-foreground">Inventory by Size</h3>
            {/* Its first colour takes this stock and these photographs. */}
            {can("products.colors") && <AddColorButton product={product} />}
          </div>
          <InventoryTable
            title={product.title}
            quantities={quantities}
            lowAt={lowStock.data?.threshold}
            onSave={(size, quantity) =>
              updateQuantity.mutateAsync({ id: product.id, size, quantity })
            }
          />
        </section>
      )}
    </article>
  );
}
