import { Page, PageHeader } from "@/components/layout/page";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { InstapayQueue } from "@/features/admin/components/instapay-queue";
import { AnalyticsPage } from "@/features/admin/components/analytics-page";
import { AuditPage } from "@/features/admin/components/audit-page";
import { DiscountsAdmin } from "@/features/admin/components/discounts-admin";
import { TeamAdmin } from "@/features/admin/components/team-admin";
import { ShippingZonesAdmin } from "@/features/shipping/components/shipping-zones-admin";
import { useLocation } from "@/lib/router";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /admin/payments: the Instapay queue (docs/product.md#payments); /admin/shipping, the shipping
 * zones (docs/product.md#shipping-zones); and /admin/discounts, the discount codes
 * (docs/product.md#discount-codes--the-admin), /admin/analytics (docs/product.md#analytics),
 * /admin/team (docs/product.md#the-team) and /admin/audit (docs/product.md#audit-log): one chunk
 * for the store's money and its team, because every chunk named in the route table is in the
 * first page's JavaScript, whose budget is spent.
 */
export default function AdminPaymentsRoute() {
  const path = useLocation().pathname;
  const shipping = path.startsWith("/admin/shipping");
  const discounts = path.startsWith("/admin/discounts");
  const analytics = path.startsWith("/admin/analytics");
  const team = path.startsWith("/admin/team");
  const audit = path.startsWith("/admin/audit");
  useDocumentTitle(
    shipping
      ? "Shipping Zones"
      : discounts
        ? "Discount Codes"
        : analytics
          ? "Analytics"
          : team
            ? "Team"
            : audit
              ? "Activity"
              : "Payments",
  );
  if (audit)
    return (
      <AdminGuard permission="audit">
        <Page>
          <AuditPage />
        </Page>
      </AdminGuard>
    );
  if (team)
    return (
      <AdminGuard permission="team">
        <Page>
          <TeamAdmin />
        </Page>
      </AdminGuard>
    );
  if (analytics)
    return (
      <AdminGuard permission="analytics">
        <Page>
          <AnalyticsPage />
        </Page>
      </AdminGuard>
    );
  if (discounts)
    return (
      <AdminGuard permission="discounts">
        <Page>
          <DiscountsAdmin />
        </Page>
      </AdminGuard>
    );
  if (shipping)
    return (
      <AdminGuard permission="shipping">
        <Page>
          <ShippingZonesAdmin />
        </Page>
      </AdminGuard>
    );
  return (
    <AdminGuard permission="payments">
      <Page>
        <div className="flex flex-col gap-12">
          <PageHeader eyebrow="Back office" title="Payments">
            Instapay transfers to check against the store&apos;s account: confirm the ones that
            arrived, reject the ones that did not. The shopper is e-mailed either way.
          </PageHeader>
          <InstapayQueue />
        </div>
      </Page>
    </AdminGuard>
  );
}
