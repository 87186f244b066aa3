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

export const lowStockItemSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  size: z.enum(SIZES),
  quantity: z.number().int(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

/** GET /admin/low-stock: the threshold and every size at or below it, fewest units first. */
export const lowStockSchema = z.object({
  threshold: z.number().int(),
  items: z.array(lowStockItemSchema),
});
export type LowStock = z.infer<typeof lowStockSchema>;

export const isLowStock = (quantity: number, threshold: number) => quantity <= threshold;
