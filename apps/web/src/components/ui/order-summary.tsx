import { useT } from "@/i18n";
import type { OrderTotals } from "@atelier/shared/orders";
import { formatEGP } from "@atelier/shared/money";
import { cn } from "@/lib/cn";

/** The total is set apart by a fine rule above it (drawn by the row: a <dl> holds only rows). */
function Row({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
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
        {formatEGP(value, locale)}
      </dd>
    </div>
  );
}

/** Subtotal, Shipping and Total, as the cart, checkout and confirmation show them. */
export function OrderSummary({ totals, className }: { totals: OrderTotals; className?: string }) {
  const { t } = useT();
  return (
    <dl className={cn("flex flex-col gap-3", className)}>
      <Row label={t("summary.subtotal")} value={totals.subtotal} />
      <Row label={t("summary.shipping")} value={totals.shipping} />
      <Row label={t("summary.total")} value={totals.total} strong />
    </dl>
  );
}
