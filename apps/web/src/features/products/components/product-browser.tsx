import { titleCase } from "@atelier/shared/products";
import { errorText, useT } from "@/i18n";
import { useSearchParams } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useProducts } from "../api/get-products";
import {
  ALL_CATEGORIES,
  DEFAULT_SORT,
  SORTS,
  categoriesOf,
  filterAndSort,
  isSortKey,
  type CollectionParam,
  type SortKey,
} from "../catalog-order";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";

/**
 * /products (docs/product.md#products): category filter and Sort By. The choice lives in the URL,
 * so a filtered collection can be shared and survives Back.
 */
export function ProductBrowser() {
  const products = useProducts();
  const { t, locale } = useT();
  const [params, setParams] = useSearchParams();
  const category = params.get("category") ?? ALL_CATEGORIES;
  const sortParam = params.get("sort");
  const sort: SortKey = isSortKey(sortParam) ? sortParam : DEFAULT_SORT;

  const update = (key: CollectionParam, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const categories = categoriesOf(products.data ?? []);
  // An option's words: the category in the page's language (a product of it that has an Arabic
  // name gives it), Title Case in English; its value stays the English one, lowercased.
  const names = new Map<string, string>();
  for (const p of products.data ?? []) {
    const key = p.category.toLowerCase();
    const named = names.get(key);
    if (!named || (named === titleCase(p.category) && p.categoryName !== named))
      names.set(key, p.categoryName);
  }
  const shown = filterAndSort(products.data ?? [], category, sort);

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4 border-y border-border py-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid grid-cols-2 gap-4 sm:flex sm:gap-6">
          <div className="flex flex-col gap-2 sm:w-52">
            <Label htmlFor="category-filter">{t("products.category")}</Label>
            {/* Native selects: the phone's own picker, and no popover code on the first screen. */}
            <NativeSelect
              id="category-filter"
              value={category}
              onChange={(e) => update("category", e.target.value, ALL_CATEGORIES)}
            >
              {(categories.includes(category) ? categories : [...categories, category]).map((c) => (
                <option key={c} value={c}>
                  {c === ALL_CATEGORIES
                    ? t("products.allProducts")
                    : (names.get(c) ?? titleCase(c))}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2 sm:w-52">
            <Label htmlFor="sort-by">{t("products.sortBy")}</Label>
            <NativeSelect
              id="sort-by"
              value={sort}
              onChange={(e) => update("sort", e.target.value, DEFAULT_SORT)}
            >
              {(Object.keys(SORTS) as SortKey[]).map((key) => (
                <option key={key} value={key}>
                  {t(`products.${key}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {products.isSuccess && (
          <p className="eyebrow text-muted-foreground" aria-live="polite">
            {t("products.pieces", { count: shown.length })}
          </p>
        )}
      </div>

      {products.isPending ? (
        <ProductGridSkeleton />
      ) : products.isError ? (
        <p role="alert" className="py-16 text-center text-destructive">
          {t("products.loadError", { error: errorText(locale, products.error) })}
        </p>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-5 py-20 text-center">
          <p className="font-serif text-2xl">{t("products.empty")}</p>
          <Button
            variant="outline"
            onClick={() => update("category", ALL_CATEGORIES, ALL_CATEGORIES)}
          >
            {t("products.viewAll")}
          </Button>
        </div>
      ) : (
        <section aria-labelledby="collection-pieces">
          <h2 id="collection-pieces" className="sr-only">
            {t("products.piecesHeading")}
          </h2>
          {/* A phone's first row; wider rows load their photographs lazily, at once, in view. */}
          <ProductGrid products={shown} eager={2} />
        </section>
      )}
    </div>
  );
}
