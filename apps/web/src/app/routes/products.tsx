import { useT } from "@/i18n";
import { Page, PageHeader } from "@/components/layout/page";
import { ProductBrowser } from "@/features/products/components/product-browser";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ProductsRoute() {
  const { t } = useT();
  useDocumentTitle(t("titles.products"));
  return (
    <Page className="flex flex-col gap-10">
      <PageHeader eyebrow={t("products.eyebrow")} title={t("titles.products")}>
        {t("products.intro")}
      </PageHeader>
      <ProductBrowser />
    </Page>
  );
}
