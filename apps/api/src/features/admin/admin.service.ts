import type { DashboardStats } from "@atelier/shared/admin";
import { fromPiastres } from "@atelier/shared/money";
import type { Db } from "../../db/dialects";
import * as repo from "./admin.repository";

/**
 * Total sales in EGP exclude canceled and returned orders, and shipping (docs/product.md#orders).
 */
export async function dashboard(db: Db): Promise<DashboardStats> {
  const f = await repo.dashboardFigures(db);
  return {
    totalSales: fromPiastres(Number(f.sales)),
    totalOrders: Number(f.total),
    pendingOrders: Number(f.pending),
    deliveredOrders: Number(f.delivered),
    returnedOrders: Number(f.returned),
    canceledOrders: Number(f.canceled),
  };
}
