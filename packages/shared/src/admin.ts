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

/** `GET /api/admin/outbox`: `failing=true` lists only mail tried 3 times or more and not sent. */
export const outboxQuerySchema = z.object({
  failing: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true")
    .describe("true: only mail that keeps failing (3 attempts or more, still not sent)"),
});

/** A mail the store has not sent yet (docs/product.md#e-mail). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
