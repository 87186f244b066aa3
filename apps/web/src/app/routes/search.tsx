import { useEffect } from "react";
import { categoryLabel } from "@atelier/shared/products";
import { SEARCH_QUERY_MAX, searchQuery } from "@atelier/shared/catalogue";
import { errorText, useT } from "@/i18n";
import { Link, useSearchParams } from "@/lib/router";
import { Page, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { useCategories } from "@/features/products/api/get-collection";
import { useSearchResults } from "@/features/products/api/search-products";
import { ProductGrid, ProductGridSkeleton } from "@/features/products/components/product-grid";
import { SearchForm } from "@/features/products/components/search-form";
import { toUiProduct } from "@/features/products/ui-product";
import { FIRST_ROW_CARDS } from "@atelier/shared/first-paint";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /search?q= (docs/product.md#search): the field with the query in it, the pieces that match,
 * best first, or what to do when nothing does. Drawn by the server with its results
 * (apps/api features/seo/first-paint.ts), and never indexed.
 */
export default function SearchRoute() {
  const { t, locale } = useT();
  const [params] = useSearchParams();
  const raw = params.get("q") ?? "";
  const q = searchQuery(raw);
  const results = useSearchResults(q);
  const categories = useCategories();
  useDocumentTitle(q ? t("titles.searchFor", { q }) : t("titles.search"));
  // Reached with nothing to search (a phone's header button): the field is what comes next.
  useEffect(() => {
    if (!raw.trim()) document.getElementById("search-page")?.focus();
  }, [raw]);
  const now = new Date();
  const pieces = q ? (results.data ?? []).map((p) => toUiProduct(p, now, locale)) : [];
  return (
    <Page className="flex flex-col gap-10">
      <PageHeader eyebrow={t("products.eyebrow")} title={t("titles.search")}>
        {t("searchPage.intro")}
      </PageHeader>
      {/* A new query is a new field, its words the page's (key). */}
      <SearchForm key={raw} id="search-page" query={raw} className="max-w-xl">
        <Button type="submit" variant="outline">
          {t("searchPage.submit")}
        </Button>
      </SearchForm>
      {q === null ? (
        <p className="text-muted-foreground">
          {raw.trim() ? t("searchPage.tooLong", { max: SEARCH_QUERY_MAX }) : t("searchPage.prompt")}
        </p>
      ) : results.isPending ? (
        <ProductGridSkeleton />
      ) : results.isError && !results.data ? (
        <p role="alert" className="py-16 text-center text-destructive">
          {t("searchPage.failed")} {errorText(locale, results.error)}
        </p>
      ) : pieces.length ? (
        <section aria-labelledby="search-results" className="flex flex-col gap-8">
          <h2 id="search-results" className="eyebrow text-muted-foreground" aria-live="polite">
            {t("searchPage.results", { count: pieces.length, q })}
          </h2>
          <ProductGrid products={pieces} eager={FIRST_ROW_CARDS} />
        </section>
      ) : (
        <section
          aria-labelledby="search-results"
          className="flex flex-col items-center gap-6 py-16 text-center"
        >
          <h2 id="search-results" className="font-serif text-3xl" aria-live="polite">
            {t("search.none", { q })}
          </h2>
          <p className="max-w-md text-muted-foreground">{t("searchPage.emptyHint")}</p>
          <ul className="flex flex-wrap justify-center gap-3">
            {(categories.data ?? []).map((c) => (
              <li key={c.key}>
                <Link
                  to={`/products?category=${encodeURIComponent(c.key)}`}
                  className={buttonVariants({ variant: "outline" })}
                >
                  {categoryLabel(c, locale)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/products" className={buttonVariants({ variant: "ghost" })}>
                {t("searchPage.allPieces")}
              </Link>
            </li>
          </ul>
        </section>
      )}
    </Page>
  );
}
