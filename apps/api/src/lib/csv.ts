import { neutralizeBidi } from "@atelier/shared/text";

/* The admin's spreadsheets (the courier sheet, the discount codes'): one way to write a cell. */

/**
 * A spreadsheet cell: quoted when it holds a comma, quote or line break (RFC 4180); text that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe (OWASP CSV
 * injection), since names and notes are typed by shoppers.
 */
export function csvCell(value: string | number): string {
  // A bidi control stored before they were refused shows as U+FFFD, not reordering the sheet.
  let text = neutralizeBidi(String(value));
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(",")}\r\n`;
