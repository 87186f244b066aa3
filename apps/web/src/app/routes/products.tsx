import { Page, PageHeader } from "@/components/layout/page";
import { ProductBrowser } from "@/features/products/components/product-browser";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ProductsRoute() {
  useDocumentTitle("Our Collection");
  return (
    <Page className="flex flex-col gap-10">
      <PageHeader eyebrow="The House Collection" title="Our Collection">
        Shirts of Egyptian cotton, linen tailoring and knits for cooler evenings, cut to be worn for
        years.
      </PageHeader>
      <ProductBrowser />
    </Page>
  );
}
