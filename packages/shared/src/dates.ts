/** The business runs on Cairo time (docs/product.md#constants). */
export const BUSINESS_TIME_ZONE = "Africa/Cairo";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
});

/** Formats like `MMM d, yyyy hh:mm a` in Cairo time, e.g. "Nov 2, 2026 03:05 PM". */
export function formatCairoDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const p: Record<string, string> = {};
  for (const { type, value: v } of parts.formatToParts(date)) p[type] = v;
  const hour = p.hour === "24" ? "12" : (p.hour ?? "");
  return `${p.month} ${p.day}, ${p.year} ${hour.padStart(2, "0")}:${p.minute} ${p.dayPeriod}`;
}

/** Formats a calendar date like "Nov 2, 2026" in Cairo time. */
export function formatCairoDay(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat("en-US", {
    timeZone: BUSINESS_TIME_ZONE,
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(date);
}
