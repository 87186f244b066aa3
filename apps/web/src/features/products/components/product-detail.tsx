import { useT } from "@/i18n";
import * as React from "react";
import { toast } from "@/lib/toast";
import { IMAGE_SIZES, SIZES, type Size } from "@atelier/shared/products";
import { ORDER_LIMITS } from "@atelier/shared/orders";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { uiOutOfStock, type ChosenPiece, type UiProduct } from "../ui-product";
import { ImageCarousel } from "./image-carousel";
import { Price } from "./price";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import { SizePicker } from "./size-picker";
import { useSearchParams } from "@/lib/router";
import { COLOR_PARAM } from "@atelier/shared/first-paint";
import { chosenColor, ColorSwatches, toUiColor } from "@/features/colors";
import { SizeGuideDialog } from "@/features/size-guides";
import { NotifyMe } from "@/features/back-in-stock";

const sizeParam = (value: string | null): Size | null => SIZES.find((s) => s === value) ?? null;

/**
 * The product page's body (docs/product.md#products). The page that renders it decides what Add to
 * Cart and Buy Now do, so the catalog does not depend on the cart. A piece sold in colours shows
 * the colour its URL names (`?color=`, the first by default, docs/product.md#colours): that
 * colour's photographs and that colour's sizes, drawn alike by the server.
 */
export function ProductDetail({
  product,
  onAddToCart,
  onBuyNow,
  adding = false,
}: {
  product: UiProduct;
  onAddToCart: (piece: ChosenPiece) => void;
  onBuyNow: (piece: ChosenPiece & Pick<UiProduct, "category" | "material">) => void;
  adding?: boolean;
}) {
  const [size, setSize] = React.useState<Size | null>(null);
  const [quantity, setQuantity] = React.useState(1);
  const [params, setParams] = useSearchParams();
  // A link may name the size (`?size=M`: the back-in-stock e-mail's,
  // docs/product.md#back-in-stock), chosen once the app has the page: the server draws every
  // link of a piece alike (one render, one cache entry: packages/shared/src/first-paint.ts).
  const linkedSize = sizeParam(params.get("size"));
  React.useEffect(() => {
    if (linkedSize) setSize(linkedSize);
    // Once, for the address the page opened with; later choices are the shopper's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { t, locale } = useT();
  const colors = React.useMemo(
    () => product.colors.map((c) => toUiColor(c, locale)),
    [product.colors, locale],
  );
  const color = chosenColor(colors, params.get(COLOR_PARAM));
  const images = color ? color.images : product.images;
  const quantities = color ? color.quantities : product.quantities;
  const selectedOutOfStock = size !== null && !(quantities[size] > 0);
  const soldOutSizes = product.sizes.filter((s) => !(quantities[s] > 0));
  const outOfStock = uiOutOfStock({ quantities });

  // In the address bar, replacing the entry: Back leaves the piece rather than stepping through
  // every colour tried, and a copied link opens on the colour.
  const chooseColor = (id: number) => {
    const next = colors.find((c) => c.id === id);
    if (size && next && !(next.quantities[size] > 0)) setSize(null);
    setParams(
      (current) => {
        current.set(COLOR_PARAM, String(id));
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const item = (chosen: Size): ChosenPiece => ({
    id: product.id,
    title: product.title,
    price: product.price,
    images,
    selectedSize: chosen,
    quantity,
    ...(color ? { color: { id: color.id, name: color.name, hex: color.hex } } : {}),
  });

  const addToCart = () => {
    if (!size) {
      toast.error(t("product.selectSize"), { description: t("product.chooseSizeForCart") });
      return;
    }
    onAddToCart(item(size));
  };

  const buyNow = () => {
    if (!size) {
      toast.error(t("product.selectSize"), { description: t("product.chooseSizeToBuy") });
      return;
    }
    onBuyNow({ ...item(size), category: product.category, material: product.material });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14">
      <ImageCarousel
        // Edge to edge on phones, like a lookbook; framed by the page margins from sm up. From lg
        // it keeps its own height beside the taller column (no empty band under the photograph,
        // arrows on its middle).
        className="-mx-4 sm:mx-0 lg:self-start"
        // A new colour starts its photographs from the first.
        key={color?.id}
        images={images}
        title={
          color ? t("product.inColor", { title: product.title, color: color.name }) : product.title
        }
        sizes={IMAGE_SIZES.detail}
        priority
        alwaysShowArrows
      />

      <div className="flex flex-col gap-7 lg:py-4">
        <div className="flex flex-col gap-3">
          <div className="flex gap-2">
            {product.isNew && <Badge variant="secondary">{t("catalog.new")}</Badge>}
            {outOfStock && (
              <Badge id="sold-out" variant="muted">
                {t("catalog.outOfStock")}
              </Badge>
            )}
          </div>
          <p className="eyebrow text-muted-foreground">{product.categoryName}</p>
          <h1 className="display text-4xl sm:text-5xl">{product.title}</h1>
          <Price price={product.price} originalPrice={product.originalPrice} className="text-lg" />
        </div>

        {product.description && (
          <p className="max-w-prose leading-relaxed text-muted-foreground">{product.description}</p>
        )}

        <Separator />

        <div className="flex flex-col gap-7">
          {color && (
            <ColorSwatches
              colors={colors}
              value={color.id}
              onChange={chooseColor}
              legend={t("product.color")}
              soldOut={t("product.colorSoldOut")}
            />
          )}
          <div className="relative">
            <SizePicker
              sizes={product.sizes}
              quantities={quantities}
              value={size}
              onChange={setSize}
            />
            {product.sizeGuide && (
              // Beside the sizes' legend, at the row's end.
              <div className="absolute -top-1 end-0">
                <SizeGuideDialog guide={product.sizeGuide} />
              </div>
            )}
          </div>
          {selectedOutOfStock && (
            <p role="alert" className="text-sm text-destructive">
              {t("product.sizeOutOfStock")}
            </p>
          )}
          <NotifyMe
            productId={product.id}
            color={color?.id}
            soldOut={soldOutSizes}
            chosen={selectedOutOfStock ? size : null}
          />
          <div className="flex flex-col gap-3">
            <span className="eyebrow" aria-hidden="true">
              {t("product.quantity")}
            </span>
            {/* The server refuses more of one size in one order (docs/product.md#orders). */}
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              max={ORDER_LIMITS.unitsPerLine}
              maxHint={t("product.maxPerLine", { max: ORDER_LIMITS.unitsPerLine })}
              className="w-fit"
            />
          </div>
        </div>

        {/* A piece with no size left cannot be bought at all: both buttons are off before a tap,
            in the server's first paint too (docs/product.md#products). */}
        <div className="grid gap-3 sm:grid-cols-2">
          <Button
            size="lg"
            data-primary-action
            onClick={addToCart}
            disabled={outOfStock || adding || selectedOutOfStock}
            aria-describedby={outOfStock ? "sold-out" : undefined}
          >
            {t("product.addToCart")}
          </Button>
          <Button
            size="lg"
            variant="outline"
            data-primary-action
            onClick={buyNow}
            disabled={outOfStock || selectedOutOfStock}
            aria-describedby={outOfStock ? "sold-out" : undefined}
          >
            {t("product.buyNow")}
          </Button>
        </div>

        <section aria-labelledby="more-details" className="border border-border bg-card p-6">
          <h2 id="more-details" className="font-serif text-2xl">
            {t("product.moreDetails")}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 text-sm">
            <dt className="eyebrow self-center text-muted-foreground">{t("product.category")}</dt>
            <dd>{product.categoryName}</dd>
            <dt className="eyebrow self-center text-muted-foreground">{t("product.material")}</dt>
            <dd>{product.material}</dd>
          </dl>
        </section>
      </div>
    </div>
  );
}

export function ProductDetailSkeleton() {
  const { t } = useT();
  return (
    <div
      className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14"
      role="status"
      aria-label={t("product.loading")}
    >
      <div className="aspect-[4/5] w-full animate-pulse bg-muted" />
      <div className="flex flex-col gap-4 lg:py-4">
        <div className="h-3 w-20 animate-pulse bg-muted" />
        <div className="h-10 w-3/4 animate-pulse bg-muted" />
        <div className="h-5 w-32 animate-pulse bg-muted" />
        <div className="mt-4 h-20 w-full animate-pulse bg-muted" />
      </div>
    </div>
  );
}
