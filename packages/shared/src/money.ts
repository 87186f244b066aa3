import { z } from "zod";

/** Flat delivery fee in EGP for Cairo and Giza (docs/product.md#constants). */
export const SHIPPING_FEE = 70;
export const CURRENCY = "EGP";

/** Money travels as EGP numbers with at most 2 decimals, and is stored as integer piastres. */
export const toPiastres = (egp: number): number => Math.round(egp * 100);
export const fromPiastres = (piastres: number): number => piastres / 100;

export const hasAtMostTwoDecimals = (n: number): boolean =>
  Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A price in EGP: positive, at most 2 decimals, below ten million. */
export const priceSchema = z
  .number({ error: "must be a number" })
  .positive({ error: "must be greater than 0" })
  .max(9_999_999.99, { error: "is too large" })
  .refine(hasAtMostTwoDecimals, { error: "must have at most 2 decimals" });

const egpFormatter = new Intl.NumberFormat("en-EG", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "1,250.00 EGP" */
export const formatEGP = (egp: number): string => `${egpFormatter.format(egp)} ${CURRENCY}`;
