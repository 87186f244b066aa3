import { Page, PageHeader } from "@/components/layout/page";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { InstapayQueue } from "@/features/admin/components/instapay-queue";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /admin/payments: the Instapay queue (docs/product.md#payments). */
export default function AdminPaymentsRoute() {
  useDocumentTitle("Payments");
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
