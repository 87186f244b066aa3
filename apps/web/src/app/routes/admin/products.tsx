import { Page } from "@/components/layout/page";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { ProductManagement } from "@/features/admin/components/product-management";
import { SizeGuides } from "@/features/admin/components/size-guides";
import { useLocation } from "@/lib/router";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /admin/products, and /admin/size-guides (docs/product.md#size-guides): one chunk for both, the
 * catalogue's admin, because every chunk named in the route table is in the first page's
 * JavaScript, whose budget is spent.
 */
export default function AdminProductsRoute() {
  const guides = useLocation().pathname.startsWith("/admin/size-guides");
  useDocumentTitle(guides ? "Size Guides" : "Product Management");
  return (
    <AdminGuard permission={guides ? "size-guides" : "products.view"}>
      <Page>{guides ? <SizeGuides /> : <ProductManagement />}</Page>
    </AdminGuard>
  );
}
