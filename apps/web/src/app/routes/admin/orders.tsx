import { Page } from "@/components/layout/page";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { AdminOrdersList } from "@/features/admin/components/orders-list";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AdminOrdersRoute() {
  useDocumentTitle("Orders");
  return (
    <AdminGuard>
      <Page>
        <AdminOrdersList />
      </Page>
    </AdminGuard>
  );
}
