import { categoryLabel } from "@atelier/shared/products";
import { ALL_CATEGORIES, collectionView } from "@atelier/shared/collection-view";
import { useT } from "@/i18n";
import { useSearchParams } from "@/lib/router";
import { Page, PageHeader } from "@/components/layout/page";
import { useCategories } from "@/features/products/api/get-collection";
import { ProductBrowser } from "@/features/products/components/product-browser";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ProductsRoute() {
  const { t, locale } = useT();
  const [params] = useSearchParams();
  const { category, page } = collectionView(params);
  const categories = useCategories();
  // The same title the server gives the page (features/seo/seo.service.ts, collectionMeta).
  const chosen =
    category === ALL_CATEGORIES
      ? undefined
      : categories.data?.find((c) => c.key === category.toLowerCase());
  const named = chosen
    ? `${categoryLabel(chosen, locale)} · ${t("titles.products")}`
    : t("titles.products");
  useDocumentTitle(page > 1 ? t("products.pageTitle", { title: named, page }) : named);
  return (
    <Page className="flex flex-col gap-10">
      <PageHeader eyebrow={t("products.eyebrow")} title={t("titles.products")}>
        {t("products.intro")}
      </PageHeader>
      <ProductBrowser />
    </Page>
  );
}
