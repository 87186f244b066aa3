import { Page } from "@/components/layout/page";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { AdminOrderView } from "@/features/admin/components/order-detail";
import { useParams } from "@/lib/router";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AdminOrderRoute() {
  const { id } = useParams<{ id: string }>();
  useDocumentTitle(`Order ${id ?? ""}`);
  return (
    <AdminGuard>
      <Page>
        <AdminOrderView id={Number(id)} />
      </Page>
    </AdminGuard>
  );
}
