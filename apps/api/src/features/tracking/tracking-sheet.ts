import { latinDigits } from "@atelier/shared/numerals";
import {
  COURIER_NAMES,
  COURIERS,
  trackingNumberSchema,
  type Courier,
} from "@atelier/shared/tracking";

/*
 * The courier's returned sheet (docs/product.md#tracking-numbers): CSV text read as text, never
 * evaluated. A cell that a spreadsheet would run as a formula (`=…`) is only a string here, and
 * the tracking number's grammar (letters, digits, dashes) refuses it.
 */

/** One record of the sheet: its cells and the file line it starts on (1-based). */
export type SheetRecord = { line: number; cells: string[] };

/** RFC 4180 records: quoted cells with "" for a quote and line breaks inside, CRLF or LF. */
export function parseCsv(text: string): SheetRecord[] {
  const records: SheetRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const src = text.replace(/^\uFEFF/, "");
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== "")) records.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        cell += c;
      }
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records;
}

/** Where each value is in a row: a header names them, or order, number, courier in that order. */
export type Columns = { order: number; number: number; courier: number | null };

const key = (header: string) => header.toLowerCase().replace(/[^a-z]/g, "");

/**
 * The columns a header row names, or null when the first row is no header (its cells hold an
 * order number). The order is "Business Reference" in the courier export (what Bosta's sheet
 * sends back), or any header with "order" or "reference"; the number any with "tracking", "awb"
 * or "waybill"; the courier any with "courier" or "carrier".
 */
export function headerColumns(cells: string[]): Columns | null {
  const keys = cells.map(key);
  const find = (test: (k: string) => boolean) => {
    const i = keys.findIndex(test);
    return i === -1 ? null : i;
  };
  const number = find((k) => /tracking|awb|waybill/.test(k));
  const order = find((k) => /order|reference/.test(k) && !/tracking|awb|waybill/.test(k));
  const courier = find((k) => /courier|carrier/.test(k));
  if (number === null && order === null) return null;
  return { order: order ?? -1, number: number ?? -1, courier };
}

export const DEFAULT_COLUMNS: Columns = { order: 0, number: 1, courier: 2 };

/** "1024", "#1024" or "١٠٢٤" as the order's id; null for anything else. */
export function orderNumberOf(text: string): number | null {
  const plain = latinDigits(text).trim().replace(/^#/, "");
  if (!/^\d{1,10}$/.test(plain)) return null;
  const id = Number(plain);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A courier cell: its key (bosta, jt…) or its name (Bosta, J&T Express, "J&T"), any case. */
export function courierOf(text: string): Courier | null {
  const k = key(text);
  if (!k) return null;
  return (
    COURIERS.find((c) => c === k || key(COURIER_NAMES[c]) === k) ??
    (k === "jtexpress" || k === "jandt" ? "jt" : null)
  );
}

/** A tracking number cell checked by the same grammar as the order page's field. */
export function trackingNumberOf(text: string): { number: string } | { problem: string } {
  const parsed = trackingNumberSchema.safeParse(text);
  return parsed.success
    ? { number: parsed.data }
    : { problem: parsed.error.issues[0]?.message ?? "number is invalid" };
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** A cell as a problem may repeat it: short, on one line. */
export const shown = (text: string) => text.replace(CONTROLS, " ").trim().slice(0, 40);
