import { Page } from "@/components/layout/page";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { ProductManagement } from "@/features/admin/components/product-management";
import { SizeGuides } from "@/features/admin/components/size-guides";
import { SearchSynonyms } from "@/features/admin/components/search-synonyms";
import { useLocation } from "@/lib/router";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /admin/products, /admin/size-guides (docs/product.md#size-guides) and /admin/search-synonyms
 * (docs/product.md#search-synonyms): one chunk for all three, the
 * catalogue's admin, because every chunk named in the route table is in the first page's
 * JavaScript, whose budget is spent.
 */
export default function AdminProductsRoute() {
  const path = useLocation().pathname;
  const guides = path.startsWith("/admin/size-guides");
  const synonyms = path.startsWith("/admin/search-synonyms");
  useDocumentTitle(guides ? "Size Guides" : synonyms ? "Search Synonyms" : "Product Management");
  return (
    <AdminGuard permission={guides ? "size-guides" : synonyms ? "settings" : "products.view"}>
      <Page>{guides ? <SizeGuides /> : synonyms ? <SearchSynonyms /> : <ProductManagement />}</Page>
    </AdminGuard>
  );
}
