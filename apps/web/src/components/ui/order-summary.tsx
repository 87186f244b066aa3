import { useT } from "@/i18n";
import type { OrderTotals } from "@atelier/shared/orders";
import { formatEGP } from "@atelier/shared/money";
import { LOCALE_INFO } from "@atelier/shared/locales";
import { cn } from "@/lib/cn";

/** The total is set apart by a fine rule above it (drawn by the row: a <dl> holds only rows). */
function Row({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: number | string;
  strong?: boolean;
}) {
  const { locale } = useT();
  return (
    <div
      className={cn(
        "flex items-baseline justify-between gap-4",
        strong && "mt-1 border-t border-border pt-4",
      )}
    >
      <dt className={strong ? "eyebrow text-foreground" : "text-sm text-muted-foreground"}>
        {label}
      </dt>
      <dd
        className={strong ? "font-serif text-2xl lining-nums tabular-nums" : "text-sm tabular-nums"}
      >
        {typeof value === "string" ? value : formatEGP(value, locale)}
      </dd>
    </div>
  );
}

/**
 * Subtotal, Shipping and Total, as the cart, checkout and confirmation show them. `shipping`
 * words the fee (issue 30): "free" says Free, "from" says From 70.00 EGP (the bag, before the
 * governorate is known). `discount`, a code's (issue 31), sits between subtotal and shipping;
 * `totals.total` is then what the shopper pays after it.
 */
export function OrderSummary({
  totals,
  shipping,
  discount,
  className,
}: {
  totals: OrderTotals;
  shipping?: "free" | "from" | undefined;
  discount?: { code: string; amount: number } | null | undefined;
  className?: string;
}) {
  const { t, locale } = useT();
  return (
    <dl className={cn("flex flex-col gap-3", className)}>
      <Row label={t("summary.subtotal")} value={totals.subtotal} />
      {discount && (
        <Row
          label={t("summary.discount", { code: discount.code })}
          // A free-shipping code takes nothing off the pieces: the shipping row says Free.
          value={
            discount.amount > 0
              ? // On a right-to-left page a left-to-right mark keeps the minus before the figure.
                `${LOCALE_INFO[locale].dir === "rtl" ? "\u200E" : ""}\u2212${formatEGP(discount.amount, locale)}`
              : t("summary.freeShippingCode")
          }
        />
      )}
      <Row
        label={t("summary.shipping")}
        value={
          shipping === "free"
            ? t("summary.shippingFree")
            : shipping === "from"
              ? t("summary.shippingFrom", { fee: formatEGP(totals.shipping, locale) })
              : totals.shipping
        }
      />
      <Row label={t("summary.total")} value={totals.total} strong />
    </dl>
  );
}
