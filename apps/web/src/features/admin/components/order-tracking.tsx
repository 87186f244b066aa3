import * as React from "react";
import { ExternalLink } from "lucide-react";
import type { Order } from "@atelier/shared/orders";
import {
  COURIER_NAMES,
  COURIERS,
  TRACKING_NUMBER_MAX,
  trackingNumberSchema,
  type Courier,
} from "@atelier/shared/tracking";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useSetTracking } from "../api/admin-order";

/**
 * The order page's Tracking box (docs/product.md#tracking-numbers): the courier and the number,
 * saved without touching the status, and the courier's page once saved. Checked here by the same
 * rule as the server's, so a typo is named before it is sent.
 */
export function OrderTrackingBox({
  order,
  className,
}: {
  order: Pick<Order, "id" | "status" | "tracking">;
  className?: string;
}) {
  const save = useSetTracking(order.id);
  const [courier, setCourier] = React.useState<Courier>(order.tracking?.courier ?? "bosta");
  const [number, setNumber] = React.useState(order.tracking?.number ?? "");
  const [problem, setProblem] = React.useState<string | null>(null);
  React.useEffect(() => {
    setCourier(order.tracking?.courier ?? "bosta");
    setNumber(order.tracking?.number ?? "");
  }, [order.tracking?.courier, order.tracking?.number]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = trackingNumberSchema.safeParse(number);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "number is invalid");
      return;
    }
    setProblem(null);
    save.mutate({ courier, number: parsed.data });
  };
  const saved = order.tracking;
  return (
    <section
      aria-labelledby="tracking-heading"
      className={className}
      data-testid="order-tracking-box"
    >
      <div className="flex flex-col gap-1">
        <h2 id="tracking-heading" className="font-serif text-2xl">
          Tracking
        </h2>
        <p className="text-sm text-muted-foreground">
          {order.status === "shipped"
            ? "Already shipped: saving a new number e-mails it to the customer."
            : "Does not change the status. The shipped e-mail will carry it."}
        </p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
          <div className="flex flex-col gap-2">
            <Label htmlFor="tracking-courier">Courier</Label>
            <NativeSelect
              id="tracking-courier"
              value={courier}
              onChange={(e) => setCourier(e.target.value as Courier)}
            >
              <CourierOptions />
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="tracking-number">Tracking number</Label>
            <Input
              id="tracking-number"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              maxLength={TRACKING_NUMBER_MAX + 10}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              aria-invalid={problem !== null}
              aria-describedby={problem ? "tracking-number-error" : undefined}
              className="tabular-nums"
            />
            {problem && (
              <p id="tracking-number-error" role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={save.isPending || !number.trim()}>
            Save
          </Button>
          {saved && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={save.isPending}
              onClick={() => save.mutate(null)}
            >
              Clear
            </Button>
          )}
        </div>
      </form>
      {saved && (
        <p className="text-sm">
          Saved: {COURIER_NAMES[saved.courier]} ·{" "}
          <bdi className="font-medium tabular-nums">{saved.number}</bdi>
          {saved.url && (
            <>
              {" · "}
              <a
                href={saved.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 underline decoration-camel underline-offset-4 hover:decoration-foreground"
              >
                Courier's page
                <ExternalLink className="size-3.5" strokeWidth={1.25} aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** The couriers as a select's options, by their own names (the sheet import uses them too). */
export function CourierOptions() {
  return COURIERS.map((c) => (
    <option key={c} value={c}>
      {COURIER_NAMES[c]}
    </option>
  ));
}
