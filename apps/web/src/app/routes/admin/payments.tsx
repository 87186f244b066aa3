import { Page, PageHeader } from "@/components/layout/page";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { InstapayQueue } from "@/features/admin/components/instapay-queue";
import { ShippingZonesAdmin } from "@/features/shipping/components/shipping-zones-admin";
import { useLocation } from "@/lib/router";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /admin/payments: the Instapay queue (docs/product.md#payments); and /admin/shipping, the
 * shipping zones (docs/product.md#shipping-zones): one chunk for the store's money, because every
 * chunk named in the route table is in the first page's JavaScript, whose budget is spent.
 */
export default function AdminPaymentsRoute() {
  const shipping = useLocation().pathname.startsWith("/admin/shipping");
  useDocumentTitle(shipping ? "Shipping Zones" : "Payments");
  if (shipping)
    return (
      <AdminGuard>
        <Page>
          <ShippingZonesAdmin />
        </Page>
      </AdminGuard>
    );
  return (
    <AdminGuard>
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
