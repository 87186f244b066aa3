import { Page } from "@/components/layout/page";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { SizeGuides } from "@/features/admin/components/size-guides";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /admin/size-guides: the store's size guides (docs/product.md#size-guides). */
export default function AdminSizeGuidesRoute() {
  useDocumentTitle("Size Guides");
  return (
    <AdminGuard>
      <Page>
        <SizeGuides />
      </Page>
    </AdminGuard>
  );
}
