import { addDays, type AnalyticsInterval } from "@atelier/shared/analytics";
import { BUSINESS_TIME_ZONE } from "@atelier/shared/dates";

/*
 * The analytics' date range (issue 33, docs/product.md#analytics): Cairo days, with the presets a
 * label's owner asks for every week. Pure, so the page and its tests agree on every edge.
 */

export const PRESETS = ["7d", "30d", "thisMonth", "lastMonth", "12m"] as const;
export type Preset = (typeof PRESETS)[number];

export const PRESET_LABELS: Record<Preset, string> = {
  "7d": "7 days",
  "30d": "30 days",
  thisMonth: "This month",
  lastMonth: "Last month",
  "12m": "12 months",
};

const cairoDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in Cairo (YYYY-MM-DD). */
export const cairoToday = (now = new Date()) => cairoDate.format(now);

/** The preset's first and last Cairo days, both counted, and the chart's best interval. */
export function presetRange(
  preset: Preset,
  today: string,
): { from: string; to: string; interval: AnalyticsInterval } {
  const month = today.slice(0, 7);
  switch (preset) {
    case "7d":
      return { from: addDays(today, -6), to: today, interval: "day" };
    case "30d":
      return { from: addDays(today, -29), to: today, interval: "day" };
    case "thisMonth":
      return { from: `${month}-01`, to: today, interval: "day" };
    case "lastMonth": {
      const last = addDays(`${month}-01`, -1);
      return { from: `${last.slice(0, 7)}-01`, to: last, interval: "day" };
    }
    case "12m":
      return { from: addDays(today, -364), to: today, interval: "month" };
  }
}

/** The change from `before` to `now` as the cards say it: "+12%", "−5%", "new" or "—". */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "—" : "new";
  const pct = Math.round(((now - before) / Math.abs(before)) * 100);
  return pct === 0 ? "0%" : pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}
