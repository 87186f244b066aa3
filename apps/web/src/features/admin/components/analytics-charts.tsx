import type * as React from "react";
import type { SalesAnswer } from "@atelier/shared/analytics";
import { formatAmount } from "../admin-rules";

/*
 * The analytics' charts, drawn by hand in SVG and CSS (docs/decisions/0015-analytics-charts.md):
 * colours from the theme's own tokens, so they follow light, dark and print; each sits beside
 * or above a table holding its numbers, which is what a screen reader reads.
 */

const SHORT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-GB", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A period's first day as the chart and its table name it: "3 Nov", or "Nov 2026" by month. */
export const periodLabel = (period: string, interval: SalesAnswer["interval"]) =>
  (interval === "month" ? MONTH : SHORT).format(new Date(`${period}T00:00:00Z`));

const W = 720;
const NET_H = 180;
const DOOR_H = 56;
const GAP = 28;

/**
 * Net sales per period as columns, and under them, drawn apart, the orders refused at the door
 * and returned (their own scale: counts, not money). Hidden from screen readers: the table under
 * it has the same numbers.
 */
export function SalesChart({ sales }: { sales: SalesAnswer }) {
  const periods = sales.periods;
  const n = Math.max(periods.length, 1);
  const step = W / n;
  const bar = Math.max(1, Math.min(28, step * 0.62));
  const maxNet = Math.max(1, ...periods.map((p) => p.net));
  const maxDoor = Math.max(1, ...periods.map((p) => Math.max(p.refused, p.returned)));
  const doorTop = NET_H + GAP;
  const half = Math.max(1, bar / 2 - 0.5);
  const ticks = [0, Math.floor((n - 1) / 2), n - 1].filter((v, i, a) => a.indexOf(v) === i);
  return (
    <figure className="flex flex-col gap-3" aria-hidden="true">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-muted-foreground">
        <Key className="bg-foreground/80">Net sales (EGP)</Key>
        <Key className="bg-camel">Refused at the door</Key>
        <Key className="bg-muted-foreground/60">Returned</Key>
      </div>
      <svg viewBox={`0 0 ${W} ${doorTop + DOOR_H + 22}`} className="h-auto w-full overflow-visible">
        <line x1={0} x2={W} y1={NET_H} y2={NET_H} className="stroke-border" strokeWidth={1} />
        <line
          x1={0}
          x2={W}
          y1={doorTop + DOOR_H}
          y2={doorTop + DOOR_H}
          className="stroke-border"
          strokeWidth={1}
        />
        <text x={0} y={10} className="fill-muted-foreground text-[11px] tabular-nums">
          {formatAmount(maxNet)}
        </text>
        {periods.map((p, i) => {
          const x = i * step + (step - bar) / 2;
          const h = (p.net / maxNet) * (NET_H - 18);
          const rh = (p.refused / maxDoor) * DOOR_H;
          const th = (p.returned / maxDoor) * DOOR_H;
          return (
            <g key={p.period}>
              <rect x={x} y={NET_H - h} width={bar} height={h} className="fill-foreground/80" />
              <rect
                x={x}
                y={doorTop + DOOR_H - rh}
                width={half}
                height={rh}
                className="fill-camel"
              />
              <rect
                x={x + bar - half}
                y={doorTop + DOOR_H - th}
                width={half}
                height={th}
                className="fill-muted-foreground/60"
              />
            </g>
          );
        })}
        {ticks.map((i) => (
          <text
            key={i}
            x={i * step + step / 2}
            y={doorTop + DOOR_H + 16}
            textAnchor={i === 0 && n > 1 ? "start" : i === n - 1 && n > 1 ? "end" : "middle"}
            className="fill-muted-foreground text-[11px]"
          >
            {periods[i] ? periodLabel(periods[i].period, sales.interval) : ""}
          </text>
        ))}
      </svg>
    </figure>
  );
}

function Key({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className={`inline-block size-2.5 ${className}`} />
      {children}
    </span>
  );
}

/**
 * A bar in a table's cell, its length the value's share of `max`: the table is the chart and its
 * numbers at once (the value is in the next cell; the bar itself is hidden from screen readers).
 */
export function CellBar({
  value,
  max,
  tone = "ink",
}: {
  value: number;
  max: number;
  tone?: "ink" | "camel";
}) {
  const width = max > 0 ? Math.max(value > 0 ? 2 : 0, (value / max) * 100) : 0;
  return (
    <span aria-hidden="true" className="block h-2 w-full min-w-16 bg-muted">
      <span
        className={`block h-full ${tone === "camel" ? "bg-camel" : "bg-foreground/75"}`}
        style={{ width: `${width}%` }}
      />
    </span>
  );
}
