import { BUSINESS_TIME_ZONE } from "@atelier/shared/dates";

/*
 * Cairo wall-clock time and the UTC ISO text the database keeps (docs/product.md#constants: the
 * business runs on Cairo time). Egypt keeps summer time some years, so the offset is asked of the
 * time zone database at each instant, never assumed to be +02:00.
 */

// Made once: building a DateTimeFormat costs far more than using one, and a dated list asks
// for four offsets per query.
const cairoClock = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** Milliseconds Cairo is ahead of UTC at `instant`. */
function cairoOffset(instant: Date): number {
  const p: Record<string, number> = {};
  const parts = cairoClock.formatToParts(instant);
  for (const { type, value } of parts) p[type] = Number(value);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a Cairo wall-clock time (`YYYY-MM-DDTHH:MM`), as the ISO text rows store. */
export function cairoToUtc(wallClock: string): string {
  const asUtc = Date.parse(`${wallClock}:00Z`);
  // The offset at that Cairo time: guess with the offset at the same UTC time, then correct once.
  const guess = asUtc - cairoOffset(new Date(asUtc));
  return new Date(asUtc - cairoOffset(new Date(guess))).toISOString();
}

/** An instant (ISO text) as Cairo wall-clock time, `YYYY-MM-DDTHH:MM`. */
export function utcToCairo(iso: string): string {
  const instant = new Date(iso);
  return new Date(instant.getTime() + cairoOffset(instant)).toISOString().slice(0, 16);
}

/** The instant a Cairo calendar day (YYYY-MM-DD) starts. */
export const cairoDayStart = (day: string): string => cairoToUtc(`${day}T00:00`);
