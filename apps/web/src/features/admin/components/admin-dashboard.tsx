import * as React from "react";
import { Link } from "@/lib/router";
import { ArrowRight, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/layout/page";
import { toast } from "@/lib/toast";
import { useAdminOrders } from "../api/get-admin-orders";
import { useDashboardStats } from "../api/get-dashboard-stats";
import type { Permission } from "@atelier/shared/permissions";
import { useCan } from "./admin-guard";
import { AwaitingConfirmation } from "./awaiting-confirmation";
import { DashboardStatsCards } from "./dashboard-stats";
import { FailingMail } from "./failing-mail";
import { LowStockList } from "./low-stock-list";
import { RecentOrders } from "./recent-orders";

/** The back office's other pages, each with the permission it needs. */
const PAGES: [Permission, string, string][] = [
  ["size-guides", "/admin/size-guides", "Size guides"],
  ["shipping", "/admin/shipping", "Shipping zones"],
  ["discounts", "/admin/discounts", "Discount codes"],
  ["analytics", "/admin/analytics", "Analytics"],
  ["team", "/admin/team", "Team"],
  ["audit", "/admin/audit", "Activity"],
];

/**
 * /admin (docs/product.md#admin): the figures and the 10 newest orders with their status; "View
 * all orders" opens /admin/orders.
 */
export function AdminDashboard() {
  const stats = useDashboardStats();
  const orders = useAdminOrders();
  const failed = stats.isError || orders.isError;
  const can = useCan();

  // docs/product.md#admin: one toast per failed load, not one per query or per render.
  React.useEffect(() => {
    if (failed) toast.error("Error", { description: "Failed to load dashboard data." });
  }, [failed]);

  const retry = () => {
    if (stats.isError) void stats.refetch();
    if (orders.isError) void orders.refetch();
  };

  return (
    <div className="flex flex-col gap-12">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader eyebrow="Back office" title="Admin Dashboard">
          Monitor the store at a glance and manage orders from placement to delivery.
        </PageHeader>
        <div className="flex flex-wrap items-center gap-2 self-start sm:self-auto">
          {/* Here and on Product Management, not in the sidebar: the sidebar is in every
              shopper's first JavaScript, which has no bytes to spare (budget.test.ts). */}
          {/* Each only for a role that may open it (issue 33). */}
          {PAGES.filter(([permission]) => can(permission)).map(([, to, label]) => (
            <Button key={to} asChild variant="ghost">
              <Link to={to}>{label}</Link>
            </Button>
          ))}
          <Button asChild variant="outline">
            <Link to="/admin/products">
              Manage products
              <ArrowRight className="rtl:-scale-x-100" strokeWidth={1.25} aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>

      {failed && (
        <div
          role="alert"
          className="flex flex-col items-start gap-4 border border-destructive/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-destructive">Failed to load dashboard data.</p>
          <Button variant="outline" size="sm" onClick={retry}>
            <RefreshCw strokeWidth={1.25} aria-hidden="true" />
            Try again
          </Button>
        </div>
      )}

      <section aria-labelledby="figures-heading" className="flex flex-col gap-5">
        <h2 id="figures-heading" className="sr-only">
          Store figures
        </h2>
        <DashboardStatsCards stats={stats.data} />
      </section>

      <AwaitingConfirmation whatsapp={stats.data?.whatsapp ?? null} />

      <section aria-labelledby="recent-orders-heading" className="flex flex-col gap-5">
        <div className="flex items-baseline justify-between gap-4 border-b border-border pb-3">
          <h2 id="recent-orders-heading" className="font-serif text-3xl">
            Recent Orders
          </h2>
          <Link
            to="/admin/orders"
            className="eyebrow inline-flex items-center gap-1.5 text-camel-ink underline-offset-4 hover:underline"
          >
            View all orders
            <ArrowRight
              className="rtl:-scale-x-100 size-3.5"
              strokeWidth={1.25}
              aria-hidden="true"
            />
          </Link>
        </div>
        {orders.isError ? null : <RecentOrders orders={orders.data} />}
      </section>

      {can("settings") && <FailingMail />}
      <LowStockList />
    </div>
  );
}
