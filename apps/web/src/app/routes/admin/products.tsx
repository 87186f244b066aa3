import { Page } from "@/components/layout/page";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { ProductManagement } from "@/features/admin/components/product-management";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AdminProductsRoute() {
  useDocumentTitle("Product Management");
  return (
    <AdminGuard>
      <Page>
        <ProductManagement />
      </Page>
    </AdminGuard>
  );
}
