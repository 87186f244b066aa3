import { z } from "zod";

/**
 * The admin dashboard's figures (docs/product.md#admin): sales exclude canceled and returned
 * orders and shipping; the rest are counts.
 */
export const dashboardStatsSchema = z.object({
  totalSales: z.number(),
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  deliveredOrders: z.number().int(),
  returnedOrders: z.number().int(),
  canceledOrders: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
