import * as React from "react";
import { Link } from "@/lib/router";
import { LOW_STOCK_MAX, LOW_STOCK_THRESHOLD_MAX } from "@atelier/shared/inventory";
import { parseTypedNumber } from "@atelier/shared/numerals";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useLowStock, useSetLowStockThreshold } from "../api/low-stock";
import { Swatch } from "./swatch";
import { useCan } from "./admin-guard";

/** The threshold, editable in place: a whole number of units, 0 to 1000. */
function ThresholdForm({ threshold }: { threshold: number }) {
  const save = useSetLowStockThreshold();
  const [draft, setDraft] = React.useState(String(threshold));
  React.useEffect(() => setDraft(String(threshold)), [threshold]);
  const value = parseTypedNumber(draft);
  const valid =
    draft.trim() !== "" &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= LOW_STOCK_THRESHOLD_MAX;
  return (
    <form
      className="flex items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && value !== threshold) save.mutate(value);
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="low-stock-threshold">Low at (units per size)</Label>
        <Input
          id="low-stock-threshold"
          inputMode="numeric"
          className="w-28"
          value={draft}
          aria-invalid={!valid || undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={!valid || value === threshold || save.isPending}
      >
        Save
      </Button>
    </form>
  );
}

/**
 * The dashboard's low-stock list (docs/product.md#low-stock): the sizes at or below the store's
 * threshold, fewest units first, with the threshold to change. The first LOW_STOCK_PAGE are
 * shown; "Show all" asks for up to LOW_STOCK_MAX, and past that the product search finds the rest.
 */
export function LowStockList() {
  const [all, setAll] = React.useState(false);
  const low = useLowStock(all ? LOW_STOCK_MAX : undefined);
  const setting = useCan()("settings");
  const shown = low.data?.items.length ?? 0;
  const total = low.data?.total ?? shown;
  // While the longer list loads, the first page stays on screen under a busy button.
  const loadingAll = all && low.isPlaceholderData;
  return (
    <section aria-labelledby="low-stock-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 border-b border-border pb-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="low-stock-heading" className="font-serif text-3xl">
            Low Stock
          </h2>
          <p className="text-sm text-muted-foreground">
            Admins are e-mailed once a day when a size falls to the threshold.
          </p>
        </div>
        {/* The threshold is a store setting: the admin's (issue 33). */}
        {low.data && setting && <ThresholdForm threshold={low.data.threshold} />}
      </div>
      {low.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load low stock.
        </p>
      ) : !low.data ? (
        <Skeleton className="h-16 w-full" />
      ) : low.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Every size has more than {low.data.threshold} units.
        </p>
      ) : (
        <>
          <ul className="grid-fill-last grid gap-px border border-border bg-border sm:grid-cols-2 lg:grid-cols-3">
            {low.data.items.map((item) => (
              <li
                key={`${item.productId}-${item.color?.id ?? ""}-${item.size}`}
                className="flex items-baseline justify-between gap-4 bg-background px-5 py-4"
              >
                {/* To the product's editor (price, text, images, stock), not its shop page. */}
                {item.color ? (
                  // docs/product.md#colours: a piece sold in colours is low per colour; the
                  // colour and size under the title, so a long title never hides them.
                  <Link
                    to={`/admin/products?product=${item.productId}`}
                    // Its two lines' words run together when read out: named in one phrase.
                    aria-label={`${item.title} — ${item.color.name} · ${item.size}`}
                    className="group flex min-w-0 flex-col gap-0.5"
                  >
                    <span className="truncate font-serif text-lg group-hover:underline">
                      {item.title}
                    </span>
                    <span className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
                      <Swatch hex={item.color.hex} className="size-3" />
                      <span className="truncate">{item.color.name}</span>{" "}
                      <span className="shrink-0">· {item.size}</span>
                    </span>
                  </Link>
                ) : (
                  <Link
                    to={`/admin/products?product=${item.productId}`}
                    className="min-w-0 truncate font-serif text-lg hover:underline"
                  >
                    {item.title} <span className="text-muted-foreground">· {item.size}</span>
                  </Link>
                )}
                <span
                  className={
                    item.quantity === 0
                      ? "shrink-0 text-sm text-destructive tabular-nums"
                      : "shrink-0 text-sm tabular-nums"
                  }
                >
                  {item.quantity === 0 ? "Sold out" : `${item.quantity} left`}
                </span>
              </li>
            ))}
          </ul>
          {total > shown && (
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
              <p aria-live="polite">
                {all && !loadingAll ? (
                  <>
                    The {shown.toLocaleString("en-US")} with the fewest units of{" "}
                    {total.toLocaleString("en-US")} low sizes.{" "}
                    <Link
                      to="/admin/products"
                      className="text-foreground underline-offset-4 hover:underline"
                    >
                      Search the products
                    </Link>{" "}
                    to find the others.
                  </>
                ) : (
                  `The ${shown.toLocaleString("en-US")} with the fewest units of ${total.toLocaleString("en-US")} low sizes.`
                )}
              </p>
              {(!all || loadingAll) && (
                <Button variant="outline" size="sm" disabled={all} onClick={() => setAll(true)}>
                  Show all {total.toLocaleString("en-US")}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
