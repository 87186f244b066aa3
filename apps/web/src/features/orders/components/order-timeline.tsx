import { useT } from "@/i18n";
import { formatCairoDate } from "@atelier/shared/dates";
import { isFinalStatus, type OrderPage, type TimelineStep } from "@atelier/shared/orders";
import { cn } from "@/lib/cn";

const PATH: readonly TimelineStep[] = ["placed", "processing", "shipped", "delivered"];

export type TimelineRow = { step: TimelineStep; at: string | null; reached: boolean };

/**
 * The steps to show (docs/product.md#orders): placed → processing → shipped → delivered, the ones
 * not reached yet muted; a final order ends at canceled, returned or refused after the steps it
 * went through; a return request sits after delivered. Each step keeps its latest time.
 */
export function timelineRows(
  order: Pick<OrderPage, "status" | "date" | "timeline" | "deliveredAt" | "returnRequest">,
): TimelineRow[] {
  const at = new Map<TimelineStep, string>();
  for (const event of order.timeline) at.set(event.step, event.at);
  if (!at.has("placed")) at.set("placed", order.date);
  if (order.deliveredAt && !at.has("delivered")) at.set("delivered", order.deliveredAt);
  if (order.returnRequest && !at.has("return_requested"))
    at.set("return_requested", order.returnRequest.requestedAt);
  const row = (step: TimelineStep, reached: boolean): TimelineRow => ({
    step,
    at: reached ? (at.get(step) ?? null) : null,
    reached,
  });
  const returnRow = at.has("return_requested") ? [row("return_requested", true)] : [];

  if (isFinalStatus(order.status)) {
    const steps = PATH.filter((s) => at.has(s)).map((s) => row(s, true));
    const final = order.status as TimelineStep;
    return [...steps, ...returnRow, row(final, true)];
  }
  // The status says how far it got (an admin may have stepped it back): later steps wait.
  const current = order.status === "pending" ? 0 : PATH.indexOf(order.status as TimelineStep);
  return [...PATH.map((s, i) => row(s, i <= current)), ...returnRow];
}

/** The order's life as a vertical line of steps, each with its Cairo time. */
export function OrderTimeline({ order }: { order: OrderPage }) {
  const rows = timelineRows(order);
  const { t, locale } = useT();
  const last = rows.map((r) => r.reached).lastIndexOf(true);
  return (
    <ol className="flex flex-col">
      {rows.map(({ step, at, reached }, i) => (
        <li
          key={step}
          aria-current={i === last ? "step" : undefined}
          className="relative grid grid-cols-[1.25rem_1fr] gap-x-4 pb-7 last:pb-0"
        >
          {i < rows.length - 1 && (
            <span
              aria-hidden="true"
              className={cn(
                "absolute start-[0.5625rem] top-5 h-[calc(100%-1.25rem)] w-px",
                rows[i + 1]!.reached ? "bg-foreground/70" : "bg-border",
              )}
            />
          )}
          <span
            aria-hidden="true"
            className={cn(
              "relative mt-1 size-[1.125rem] rounded-full border",
              reached ? "border-foreground bg-foreground" : "border-foreground/35 bg-background",
              i === last && "ring-4 ring-camel/25",
              (step === "canceled" || step === "refused") &&
                reached &&
                "border-destructive bg-destructive",
            )}
          />
          <div className="flex flex-col gap-0.5">
            <span
              className={cn("font-serif text-lg leading-snug", !reached && "text-muted-foreground")}
            >
              {t(`step.${step}`)}
              {!reached && <span className="sr-only"> {t("order.notYetSr")}</span>}
            </span>
            {at ? (
              <time dateTime={at} className="text-xs text-muted-foreground tabular-nums">
                {formatCairoDate(at, locale)}
              </time>
            ) : (
              !reached && (
                <span aria-hidden="true" className="text-xs text-muted-foreground">
                  {t("order.notYet")}
                </span>
              )
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
