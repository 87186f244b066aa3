import { z } from "zod";
import { SIZES } from "./products";

/*
 * Low stock (docs/product.md#low-stock): a size with this many units or fewer is low. The store's
 * threshold lives in the settings table; this is its value until an admin changes it.
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
export const LOW_STOCK_THRESHOLD_MAX = 1000;

export const lowStockThresholdSchema = z.strictObject({
  threshold: z
    .number({ error: "threshold must be a number" })
    .int({ error: "threshold must be a whole number" })
    .min(0, { error: "threshold must be 0 or more" })
    .max(LOW_STOCK_THRESHOLD_MAX, {
      error: `threshold must be ${LOW_STOCK_THRESHOLD_MAX} or less`,
    }),
});
export type LowStockThreshold = z.infer<typeof lowStockThresholdSchema>;

/**
 * One low size. A product sold in colours (docs/product.md#colours) is low per colour and size:
 * `color` names which; null (or absent) for a product without colours.
 */
export const lowStockItemSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  color: z
    .object({ id: z.number().int(), name: z.string(), hex: z.string() })
    .nullable()
    .optional(),
  size: z.enum(SIZES),
  quantity: z.number().int(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

/** The sizes GET /admin/low-stock lists when no limit is asked for, and the most it lists. */
export const LOW_STOCK_PAGE = 50;
export const LOW_STOCK_MAX = 500;

export const lowStockQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(LOW_STOCK_MAX, { error: `limit must be at most ${LOW_STOCK_MAX}` })
    .default(LOW_STOCK_PAGE),
});

/**
 * GET /admin/low-stock: the threshold, the first `limit` sizes at or below it (fewest units
 * first), and how many sizes are low in all.
 */
export const lowStockSchema = z.object({
  threshold: z.number().int(),
  items: z.array(lowStockItemSchema),
  total: z.number().int(),
});
export type LowStock = z.infer<typeof lowStockSchema>;

export const isLowStock = (quantity: number, threshold: number) => quantity <= threshold;
