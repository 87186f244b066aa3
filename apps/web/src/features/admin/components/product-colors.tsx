import { ArrowDown, ArrowUp, ImageIcon } from "lucide-react";
import type { ProductColor } from "@atelier/shared/colors";
import {
  imageVariant,
  QUANTITY_KEYS,
  SIZES,
  type Product,
  type Size,
} from "@atelier/shared/products";
import { Button } from "@/components/ui/button";
import {
  useAddColor,
  useDeleteColor,
  useUpdateColor,
  useUpdateColorImages,
} from "../api/product-colors";
import { ColorFormDialog } from "./color-form-dialog";
import { DeleteProductDialog } from "./delete-product-dialog";
import { EditImagesDialog } from "./edit-images-dialog";
import { InventoryTable } from "./inventory-table";
import { useCan } from "./admin-guard";
import { Swatch } from "./swatch";

const quantitiesOf = (color: ProductColor) =>
  Object.fromEntries(SIZES.map((size) => [size, color[QUANTITY_KEYS[size]]])) as Record<
    Size,
    number
  >;

/** The Add Colour button of a product, with or without colours yet. */
export function AddColorButton({ product }: { product: Product }) {
  const add = useAddColor();
  return (
    <ColorFormDialog
      mode="add"
      productId={product.id}
      productTitle={product.title}
      first={product.colors.length === 0}
      onSave={(color) => add.mutateAsync({ productId: product.id, color })}
    />
  );
}

/**
 * A product's colours on /admin/products (docs/product.md#colours), in the order the shop shows
 * them: each with its swatch and names, its place (up and down), its words, its photographs, its
 * stock per size and its delete. They take the place of the product's own images and stock,
 * which are their sums.
 */
export function ProductColors({
  product,
  lowAt,
}: {
  product: Product;
  lowAt?: number | undefined;
}) {
  return (
    <ol aria-label={`Colours of ${product.title}`} className="flex flex-col">
      {product.colors.map((color, i) => (
        <ColorPanel
          key={color.id}
          product={product}
          color={color}
          position={i + 1}
          count={product.colors.length}
          lowAt={lowAt}
        />
      ))}
    </ol>
  );
}

function ColorPanel({
  product,
  color,
  position,
  count,
  lowAt,
}: {
  product: Product;
  color: ProductColor;
  /** 1-based, as the API's `position`. */
  position: number;
  count: number;
  lowAt?: number | undefined;
}) {
  const update = useUpdateColor();
  const images = useUpdateColorImages();
  const remove = useDeleteColor();
  const editable = useCan()("products.colors");
  const target = { productId: product.id, colorId: color.id };
  const headingId = `color-${color.id}-name`;
  const move = (to: number) =>
    void update
      .mutateAsync({
        ...target,
        patch: { position: to },
        what: `${color.name} is now colour ${to} of ${count}.`,
      })
      .catch(() => undefined);

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-b border-border py-5 first:pt-3 last:border-b-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 items-baseline gap-2.5">
          <Swatch hex={color.hex} className="size-5 self-center" />
          <h4 id={headingId} className="truncate font-serif text-xl leading-tight">
            {color.name}
          </h4>
          {color.nameAr && (
            <span lang="ar" dir="rtl" className="truncate text-sm text-muted-foreground">
              {color.nameAr}
            </span>
          )}
          {/* The hex is for the label's sheet; a phone has room for the names alone. */}
          <span className="hidden font-mono text-xs text-muted-foreground sm:inline">
            {color.hex}
          </span>
        </div>
        {/* Staff restock a colour (the table below); the rest is the admin's (issue 33). */}
        {editable && (
          <div className="ms-auto flex items-center gap-0.5">
            <ColorFormDialog
              mode="edit"
              productId={product.id}
              productTitle={product.title}
              color={color}
              onSave={(patch) => update.mutateAsync({ ...target, patch })}
            />
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Move ${color.name} up`}
              disabled={position === 1 || update.isPending}
              onClick={() => move(position - 1)}
            >
              <ArrowUp strokeWidth={1.25} aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Move ${color.name} down`}
              disabled={position === count || update.isPending}
              onClick={() => move(position + 1)}
            >
              <ArrowDown strokeWidth={1.25} aria-hidden="true" />
            </Button>
            <DeleteProductDialog
              title={color.name}
              heading="Delete colour"
              question={`Delete ${product.title} in ${color.name}, with its photographs and stock? Orders already placed in ${color.name} keep their record of it; carts holding it lose it.`}
              onDelete={() => remove.mutateAsync({ ...target, name: color.name })}
            />
          </div>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        {color.images.length > 0 ? (
          <ul aria-label={`Photographs of ${color.name}`} className="flex gap-1.5">
            {color.images.slice(0, 4).map((url, i) => (
              <li key={url}>
                <img
                  src={imageVariant(url, 400)}
                  alt={`${color.name}, photograph ${i + 1}`}
                  width={1600}
                  height={2000}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] h-auto w-10 bg-muted object-cover"
                />
              </li>
            ))}
            {color.images.length > 4 && (
              <li className="flex w-10 items-center justify-center text-xs text-muted-foreground">
                +{color.images.length - 4}
              </li>
            )}
          </ul>
        ) : (
          <p className="text-xs text-muted-foreground">No photographs yet.</p>
        )}
        {editable && (
          <div className="ms-auto">
            <EditImagesDialog
              product={{
                id: `${product.id}-color-${color.id}`,
                title: `${product.title} in ${color.name}`,
                images: color.images,
              }}
              onReplace={(urls) => images.mutateAsync({ ...target, images: urls })}
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Photographs of ${color.name}`}>
                  <ImageIcon strokeWidth={1.25} aria-hidden="true" />
                  Photographs
                </Button>
              }
            />
          </div>
        )}
      </div>

      <InventoryTable
        title={`${product.title} in ${color.name}`}
        of={color.name}
        quantities={quantitiesOf(color)}
        lowAt={lowAt}
        onSave={(size, quantity) =>
          update.mutateAsync({
            ...target,
            patch: { [QUANTITY_KEYS[size]]: quantity },
            what: `${product.title}, ${color.name} (${size}): ${quantity} in stock.`,
          })
        }
      />
    </li>
  );
}
