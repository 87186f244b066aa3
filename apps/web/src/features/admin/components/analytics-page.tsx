import * as React from "react";
import { Download } from "lucide-react";
import type { PlacesAnswer, SalesAnswer, SalesTotals } from "@atelier/shared/analytics";
import { governorateOfCode } from "@atelier/shared/egypt";
import { PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { formatAmount } from "../admin-rules";
import {
  change,
  cairoToday,
  PRESET_LABELS,
  PRESETS,
  presetRange,
  type Preset,
} from "../analytics-range";
import {
  useAnalyticsCsv,
  usePlaceAnalytics,
  useProductAnalytics,
  useSalesAnalytics,
  type AnalyticsRange,
  type AnalyticsView,
} from "../api/analytics";
import { CellBar, periodLabel, SalesChart } from "./analytics-charts";

/*
 * /admin/analytics (issue 33, docs/product.md#analytics): what sells, where parcels come back, how
 * shoppers pay, against the same number of days before. Each view's numbers are a table (the
 * charts sit above or inside them) and download as CSV.
 */

const count = (v: number) => v.toLocaleString("en-US");
const percent = (v: number | null) => (v === null ? "—" : `${Math.round(v * 1000) / 10}%`);
const METHOD: Record<SalesAnswer["payments"][number]["method"], string> = {
  cash: "Cash on delivery",
  instapay: "Instapay",
  online: "Card or wallet",
};
const placeName = (code: string) => (code ? (governorateOfCode(code) ?? code) : "Unknown");

const section = "flex flex-col gap-5 break-inside-avoid";
const heading = "font-serif text-3xl";
const table =
  "w-full text-sm [&_td]:py-2 [&_td]:pe-4 [&_th]:pb-2 [&_th]:pe-4 [&_th]:text-start [&_th]:font-normal";
const th = "eyebrow text-muted-foreground";

export function AnalyticsPage() {
  const [preset, setPreset] = React.useState<Preset>("30d");
  const [interval, setInterval] = React.useState<AnalyticsRange["interval"] | null>(null);
  const base = presetRange(preset, cairoToday());
  const range: AnalyticsRange = { ...base, interval: interval ?? base.interval };
  const sales = useSalesAnalytics(range);
  const products = useProductAnalytics(range);
  const places = usePlaceAnalytics(range);
  const csv = useAnalyticsCsv();
  const failed = sales.isError || products.isError || places.isError;

  React.useEffect(() => {
    if (failed) toast.error("Error", { description: "Failed to load the analytics." });
  }, [failed]);

  const download = (view: AnalyticsView) =>
    csv(view, range).catch((error: unknown) =>
      toast.error("Failed to download", { description: errorMessage(error) }),
    );

  return (
    <div className="flex flex-col gap-14">
      <PageHeader eyebrow="Back office" title="Analytics">
        Sales, pieces and places for {rangeText(range)}, against the same number of days before.
        Days are Cairo days; money is what shoppers pay for the pieces, after discounts, without
        shipping.
      </PageHeader>

      <form
        aria-label="Date range"
        className="flex flex-wrap items-end gap-4 border border-border bg-card p-5 print:hidden"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="analytics-preset">Period</Label>
          <NativeSelect
            id="analytics-preset"
            value={preset}
            onChange={(e) => {
              setPreset(e.currentTarget.value as Preset);
              setInterval(null);
            }}
          >
            {PRESETS.map((p) => (
              <option key={p} value={p}>
                {PRESET_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="analytics-interval">Chart by</Label>
          <NativeSelect
            id="analytics-interval"
            value={range.interval}
            onChange={(e) => setInterval(e.currentTarget.value as AnalyticsRange["interval"])}
          >
            <option value="day">Day</option>
            <option value="week">Week</option>
            <option value="month">Month</option>
          </NativeSelect>
        </div>
      </form>

      {failed && (
        <p role="alert" className="text-sm text-destructive">
          Failed to load the analytics. Please try again.
        </p>
      )}

      <Sales sales={sales.data} onCsv={() => void download("sales")} />
      <Products data={products.data} onCsv={() => void download("products")} />
      <Places places={places.data} onCsv={() => void download("places")} />
    </div>
  );
}

const DAY_TEXT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const dayText = (d: string) => DAY_TEXT.format(new Date(`${d}T00:00:00Z`));
const rangeText = (r: { from: string; to: string }) => `${dayText(r.from)} – ${dayText(r.to)}`;

function SectionHead({ id, title, onCsv }: { id: string; title: string; onCsv: () => void }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-border pb-3">
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <Button
        variant="ghost"
        size="sm"
        onClick={onCsv}
        className="print:hidden"
        aria-label={`CSV of ${title.toLowerCase()}`}
      >
        <Download strokeWidth={1.25} aria-hidden="true" />
        CSV
      </Button>
    </div>
  );
}

/** "Before: 5,000.00 (+22%)": the period before's figure and the change from it. */
function before(now: number, then: number, money = false) {
  const delta = change(now, then);
  return `Before: ${(money ? formatAmount : count)(then)}${delta === "—" ? "" : ` (${delta})`}`;
}

const TOTALS: { key: keyof SalesTotals; label: string; money?: boolean }[] = [
  { key: "net", label: "Net sales (EGP)", money: true },
  { key: "orders", label: "Orders" },
  { key: "units", label: "Pieces" },
  { key: "discounts", label: "Discounts (EGP)", money: true },
  { key: "refused", label: "Refused at the door" },
  { key: "returned", label: "Returned" },
];

function Sales({ sales, onCsv }: { sales: SalesAnswer | undefined; onCsv: () => void }) {
  return (
    <section aria-labelledby="sales-heading" className={section}>
      <SectionHead id="sales-heading" title="Sales" onCsv={onCsv} />
      {sales && (
        <p className="text-sm text-muted-foreground">
          Before: the same number of days just before, {rangeText(sales.previous)}.
        </p>
      )}
      <dl
        aria-label="Totals"
        aria-busy={!sales || undefined}
        className="grid grid-cols-2 border-s border-t border-border bg-card lg:grid-cols-3"
      >
        {TOTALS.map(({ key, label, money }) => (
          <div key={key} className="flex flex-col gap-3 border-b border-e border-border p-5">
            <dt className="eyebrow text-muted-foreground">{label}</dt>
            <dd className="figures text-3xl">
              {sales ? (
                (money ? formatAmount : count)(sales.totals[key])
              ) : (
                <Skeleton className="h-9 w-24" />
              )}
            </dd>
            {sales && (
              <dd className="text-xs text-muted-foreground">
                {before(sales.totals[key], sales.previous.totals[key], money)}
              </dd>
            )}
          </div>
        ))}
      </dl>
      {sales && (
        <>
          <SalesChart sales={sales} />
          <div
            // Scrolls on its own: reachable and named for the keyboard (axe).
            tabIndex={0}
            role="region"
            aria-label={`Sales by ${sales.interval}, figures`}
            className="relative max-h-96 overflow-auto border border-border p-4"
          >
            <table className={table}>
              <caption className="sr-only">Sales by {sales.interval}</caption>
              <thead>
                <tr>
                  <th className={th}>
                    {sales.interval === "month"
                      ? "Month"
                      : sales.interval === "week"
                        ? "Week of"
                        : "Day"}
                  </th>
                  <th className={`${th} text-end`}>Orders</th>
                  <th className={`${th} text-end`}>Pieces</th>
                  <th className={`${th} text-end`}>Net (EGP)</th>
                  <th className={`${th} text-end`}>Refused</th>
                  <th className={`${th} text-end`}>Returned</th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {sales.periods.map((p) => (
                  <tr key={p.period} className="border-t border-border">
                    <td className="whitespace-nowrap">{periodLabel(p.period, sales.interval)}</td>
                    <td className="text-end">{count(p.orders)}</td>
                    <td className="text-end">{count(p.units)}</td>
                    <td className="text-end">{formatAmount(p.net)}</td>
                    <td className="text-end">{count(p.refused)}</td>
                    <td className="text-end">{count(p.returned)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid gap-10 lg:grid-cols-3">
            <Mix
              title="Payment"
              rows={sales.payments.map((p) => ({
                name: METHOD[p.method],
                orders: p.orders,
                net: p.net,
              }))}
            />
            <Mix
              title="Customers"
              rows={[
                { name: "New", ...sales.customers.new },
                { name: "Returning", ...sales.customers.returning },
              ]}
            />
            <Codes codes={sales.codes} />
          </div>
        </>
      )}
    </section>
  );
}

type Column = { label: string; end?: boolean; srOnly?: boolean };

/**
 * One of the page's figure tables: its caption, its header row, and a sentence in place of rows
 * when `empty` is given (the period had none).
 */
function FigureTable({
  caption,
  columns,
  empty = null,
  children,
}: {
  caption: string;
  columns: Column[];
  empty?: string | null;
  children: React.ReactNode;
}) {
  return (
    // Wider than a phone: it scrolls on its own, reachable and named for the keyboard (axe);
    // `relative` keeps its screen-reader-only (absolute) labels inside it, not widening the page.
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto">
      <table className={table}>
        <caption className="mb-3 text-start font-serif text-xl">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} className={c.end ? `${th} text-end` : th}>
                {c.srOnly ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {empty !== null && (
            <tr className="border-t border-border">
              <td colSpan={columns.length} className="text-muted-foreground">
                {empty}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}

function Mix({
  title,
  rows,
}: {
  title: string;
  rows: { name: string; orders: number; net: number }[];
}) {
  const max = Math.max(0, ...rows.map((r) => r.net));
  return (
    <FigureTable
      caption={title}
      columns={[
        { label: title === "Payment" ? "Method" : "Customer" },
        { label: "Orders", end: true },
        { label: "Net (EGP)", end: true },
        { label: "Share", srOnly: true },
      ]}
    >
      {rows.map((r) => (
        <tr key={r.name} className="border-t border-border">
          <td>{r.name}</td>
          <td className="text-end">{count(r.orders)}</td>
          <td className="text-end">{formatAmount(r.net)}</td>
          <td className="w-1/3">
            <CellBar value={r.net} max={max} />
          </td>
        </tr>
      ))}
    </FigureTable>
  );
}

function Codes({ codes }: { codes: SalesAnswer["codes"] }) {
  return (
    <FigureTable
      caption="Discount codes"
      columns={[
        { label: "Code" },
        { label: "Orders", end: true },
        { label: "Delivered net (EGP)", end: true },
      ]}
      empty={codes.length === 0 ? "No order used a code in this period." : null}
    >
      {codes.map((c) => (
        <tr key={c.code} className="border-t border-border">
          <td className="font-medium">{c.code}</td>
          <td className="text-end">{count(c.orders)}</td>
          <td className="text-end">{formatAmount(c.deliveredNet)}</td>
        </tr>
      ))}
    </FigureTable>
  );
}

/** The best sellers shown; the CSV has them all. */
const SELLERS_SHOWN = 15;

function Products({
  data,
  onCsv,
}: {
  data: ReturnType<typeof useProductAnalytics>["data"];
  onCsv: () => void;
}) {
  const byUnits = data?.sellers.slice(0, SELLERS_SHOWN) ?? [];
  const byNet = [...(data?.sellers ?? [])].sort((a, b) => b.net - a.net).slice(0, SELLERS_SHOWN);
  const piece = (s: (typeof byUnits)[number]) =>
    `${s.title}${s.colorName ? ` — ${s.colorName}` : ""}, ${s.size}`;
  const list = (title: string, rows: typeof byUnits, key: "units" | "net") => {
    const max = Math.max(0, ...rows.map((r) => r[key]));
    return (
      <FigureTable
        caption={title}
        columns={[
          { label: "Piece, colour and size" },
          { label: "Pieces", end: true },
          { label: "Net (EGP)", end: true },
          { label: "Share", srOnly: true },
        ]}
        empty={rows.length === 0 ? "Nothing sold in this period." : null}
      >
        {rows.map((s) => (
          <tr key={`${s.productId}-${s.colorId}-${s.size}`} className="border-t border-border">
            <td>{piece(s)}</td>
            <td className="text-end">{count(s.units)}</td>
            <td className="text-end">{formatAmount(s.net)}</td>
            <td className="w-1/4">
              <CellBar value={s[key]} max={max} />
            </td>
          </tr>
        ))}
      </FigureTable>
    );
  };
  return (
    <section aria-labelledby="products-heading" className={section}>
      <SectionHead id="products-heading" title="Best sellers" onCsv={onCsv} />
      {!data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <div className="grid gap-10 xl:grid-cols-2">
            {list("By pieces sold", byUnits, "units")}
            {list("By net sales", byNet, "net")}
          </div>
          <div className="flex flex-col gap-3">
            <h3 className="font-serif text-xl">Sold nothing</h3>
            {data.unsold.length === 0 ? (
              <p className="text-sm text-muted-foreground">Every piece sold in this period.</p>
            ) : (
              <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                {data.unsold.map((u) => (
                  <li key={u.productId}>{u.title}</li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function Places({ places, onCsv }: { places: PlacesAnswer | undefined; onCsv: () => void }) {
  const rows = (list: PlacesAnswer["cities"] | PlacesAnswer["governorates"], title: string) => (
    <FigureTable
      caption={title}
      columns={[
        { label: title === "By city" ? "City" : "Governorate" },
        { label: "Orders", end: true },
        { label: "Delivered", end: true },
        { label: "Refused", end: true },
        { label: "Refusal rate", end: true },
        { label: "Refusal rate, drawn", srOnly: true },
      ]}
      empty={
        list.length === 0
          ? `No place has ${places?.minOrders ?? 0} orders or more in this period.`
          : null
      }
    >
      {list.map((p) => (
        <tr
          key={"city" in p ? `${p.governorate}-${p.city}` : p.governorate}
          className="border-t border-border"
        >
          <td>
            {"city" in p
              ? `${p.city || "Unknown"}, ${placeName(p.governorate)}`
              : placeName(p.governorate)}
          </td>
          <td className="text-end">{count(p.orders)}</td>
          <td className="text-end">{count(p.delivered)}</td>
          <td className="text-end">{count(p.refused)}</td>
          <td className="text-end">{percent(p.refusalRate)}</td>
          <td className="w-1/4">
            <CellBar value={p.refusalRate ?? 0} max={1} tone="camel" />
          </td>
        </tr>
      ))}
    </FigureTable>
  );
  return (
    <section aria-labelledby="places-heading" className={section}>
      <SectionHead id="places-heading" title="Where parcels come back" onCsv={onCsv} />
      {!places ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <p className="max-w-prose text-sm text-muted-foreground">
            Refusal rate: orders refused at the door out of those that reached it (delivered,
            refused or returned). Places with at least {places.minOrders} orders, highest rate
            first.
          </p>
          <div className="grid gap-10 xl:grid-cols-2">
            {rows(places.governorates, "By governorate")}
            {rows(places.cities, "By city")}
          </div>
        </>
      )}
    </section>
  );
}
