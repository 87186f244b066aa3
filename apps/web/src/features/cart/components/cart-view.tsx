import { useT } from "@/i18n";
import { Link } from "@/lib/router";
import { ShoppingBag, X } from "lucide-react";
import { imageSrcSet } from "@atelier/shared/products";
import { formatEGP } from "@atelier/shared/money";
import { lineLimitHint, maxLineQuantity, unitLimitProblem } from "@atelier/shared/orders";
import { limitText } from "../limit-text";
import { Button } from "@/components/ui/button";
import { OrderSummary } from "@/components/ui/order-summary";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import type { CartItem } from "../cart-item";
import { toast } from "@/lib/toast";
import { useCart } from "./cart-provider";
import { LineColor } from "@/features/colors";
import { useFirstColourLines } from "../first-colour-lines";
import { useShippingZones } from "@/features/shipping";
import { DiscountField, discountedBasket, useDiscount } from "@/features/discounts";

function CartLine({ item, otherUnits }: { item: CartItem; otherUnits: number }) {
  const { updateQuantity, removeItem, isUpdating } = useCart();
  const { t, locale } = useT();
  const image = item.images[0];
  const color = item.color?.id;
  // Two colours of one piece are two lines: their buttons say which.
  const named = item.color?.name ? `${item.title}, ${item.color.name}` : item.title;
  return (
    <li className="grid grid-cols-[5.5rem_1fr] gap-4 py-6 sm:grid-cols-[7rem_1fr] sm:gap-6">
      <Link
        to={`/product/${item.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="block self-start bg-muted"
      >
        {image ? (
          <img
            src={image}
            srcSet={imageSrcSet(image)}
            sizes="112px"
            alt=""
            width={112}
            height={140}
            loading="lazy"
            decoding="async"
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        ) : (
          <div className="aspect-[4/5] w-full" />
        )}
      </Link>
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-serif text-xl leading-snug">
              <Link
                to={`/product/${item.id}`}
                className="underline-offset-4 hover:underline hover:decoration-camel"
              >
                {item.title}
              </Link>
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {item.color?.name && <LineColor color={item.color} label={t("summary.color")} />}
              <span>
                {t("cart.size")} <span className="text-foreground">{item.selectedSize}</span>
              </span>
            </p>
            {item.unavailable && (
              <p className="mt-1 text-sm font-medium text-destructive">{item.unavailable}</p>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("cart.remove", { title: named })}
            disabled={isUpdating}
            onClick={() => void removeItem(item.id, item.selectedSize, color)}
          >
            <X strokeWidth={1.25} />
          </Button>
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
          {item.unavailable && !item.price ? (
            // A deleted product: nothing to change, only to remove.
            <span />
          ) : (
            <QuantityStepper
              value={item.quantity}
              min={0}
              // Plus stops where the server would refuse the order (docs/product.md#orders).
              max={Math.max(item.quantity, maxLineQuantity(otherUnits))}
              maxHint={limitText(t, lineLimitHint(otherUnits))}
              disabled={isUpdating}
              label={t("cart.quantityOf", { title: named, size: item.selectedSize })}
              onChange={(quantity) =>
                void updateQuantity(item.id, item.selectedSize, quantity, color)
              }
            />
          )}
          {item.price > 0 && (
            <p className="text-sm tabular-nums">
              <span className="sr-only">{t("cart.unitPrice")} </span>
              {formatEGP(item.price, locale)}
              {item.quantity > 1 && (
                <span className="text-muted-foreground"> {t("cart.each")}</span>
              )}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

function EmptyCart() {
  const { t } = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-5 py-20 text-center">
      <ShoppingBag className="size-10 text-camel" strokeWidth={1} aria-hidden="true" />
      <h1 className="display text-4xl">{t("cart.emptyTitle")}</h1>
      <p className="text-muted-foreground">{t("cart.emptyText")}</p>
      <Button asChild className="mt-2">
        <Link to="/products">{t("cart.continueShopping")}</Link>
      </Button>
    </div>
  );
}

/** The cart page (docs/product.md#cart): lines, then an order summary with Proceed to Checkout. */
export function CartView() {
  const { items, count, isLoading } = useCart();
  useFirstColourLines();
  const { t, locale } = useT();
  // Before the governorate is known: the lowest fee of the enabled zones ("From …" when they
  // differ), Free from the threshold on (docs/product.md#shipping-zones), after any code's
  // discount (issue 31): the code applied here goes on to the checkout.
  const { zones } = useShippingZones();
  const discount = useDiscount(items);
  const lines = items.map((i) => ({ unitPrice: i.price, quantity: i.quantity }));
  const { totals, shipping, discount: codeLine } = discountedBasket(zones, lines, discount.quote);

  if (isLoading) {
    return (
      <div role="status" aria-label={t("cart.loading")} className="flex flex-col gap-4 py-10">
        {[0, 1].map((i) => (
          <div key={i} className="h-32 w-full animate-pulse bg-muted" />
        ))}
      </div>
    );
  }
  if (!items.length) return <EmptyCart />;
  // Added again and again from the product page, a cart can pass the order limits: say so here.
  const overLimit = unitLimitProblem(items);
  const unavailable = items.some((i) => i.unavailable);

  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col gap-3">
        <p className="eyebrow text-camel-ink">{t("cart.pieces", { count })}</p>
        <h1 className="display text-5xl">{t("cart.title")}</h1>
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <ul
          aria-label={t("cart.items")}
          className="h-fit divide-y divide-border border-y border-border"
        >
          {items.map((item) => (
            <CartLine
              key={`${item.id}-${item.color?.id}-${item.selectedSize}`}
              item={item}
              otherUnits={count - item.quantity}
            />
          ))}
        </ul>
        <section
          aria-labelledby="order-summary"
          className="flex h-fit flex-col gap-6 border border-border bg-card p-6 lg:sticky lg:top-24"
        >
          <h2 id="order-summary" className="font-serif text-2xl">
            {t("summary.title")}
          </h2>
          <DiscountField discount={discount} />
          <OrderSummary
            totals={totals}
            discount={codeLine}
            shipping={shipping.free ? "free" : shipping.from ? "from" : undefined}
          />
          {zones.freeShippingOver !== null && !shipping.free && (
            <p className="text-xs text-muted-foreground">
              {t("summary.freeOver", { amount: formatEGP(zones.freeShippingOver, locale) })}
            </p>
          )}
          {overLimit && (
            <p role="alert" className="text-sm text-destructive">
              {t("cart.lowerQuantities", { problem: limitText(t, overLimit) })}
            </p>
          )}
          {unavailable && (
            <p role="alert" className="text-sm text-destructive">
              {t("cart.unavailableText")}
            </p>
          )}
          <Button asChild size="lg">
            <Link
              to="/checkout"
              data-primary-action
              onClick={(event) => {
                // docs/product.md#cart: a line that cannot be ordered holds the basket back.
                if (!unavailable) return;
                event.preventDefault();
                toast.error(t("cart.unavailableTitle"), { description: t("cart.unavailableText") });
              }}
            >
              {t("cart.proceed")}
            </Link>
          </Button>
          <p className="text-center text-xs leading-relaxed text-muted-foreground">
            {t("cart.delivery")}
          </p>
          <Link
            to="/products"
            className="eyebrow text-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            {t("cart.continueShopping")}
          </Link>
        </section>
      </div>
    </div>
  );
}
