import { Link, useSearchParams } from "@/lib/router";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import type { Product } from "@atelier/shared/products";
import { ADMIN_PRODUCTS_PAGE, PRODUCT_SEARCH_MAX } from "@atelier/shared/products-admin";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/layout/page";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminProduct } from "../api/get-admin-product";
import { useAdminProducts } from "../api/get-admin-products";
import { useStockAlerts } from "../api/stock-alerts";
import { useCategories } from "../api/get-categories";
import { AddProductDialog } from "./add-product-dialog";
import { useCan } from "./admin-guard";
import { AdminProductCard, CARD_GRID } from "./admin-product-card";
import { categoryOptions } from "./product-text-fields";
import { BackLink, LoadFailed, plural } from "./page-parts";

/** The server is asked once the admin pauses typing this long. */
const SEARCH_PAUSE_MS = 250;

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The address of a page of the list, the search kept. */
function listHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/products${search ? `?${search}` : ""}`;
}

/**
 * /admin/products (docs/product.md#admin): add, price, images, stock per size and delete, newest
 * first, ADMIN_PRODUCTS_PAGE at a time. The search (`?q=`: every word, in the product's words in
 * either language, or its id), the page (`?page=`) and one product's editor (`?product={id}`,
 * where a low-stock row leads) live in the address, so they survive a reload. The server searches
 * and pages: the catalogue may hold thousands of pieces.
 */
export function ProductManagement() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = pageOf(params.get("page"));
  const only = params.get("product");
  const can = useCan();
  const searched = useDebouncedValue(q.trim(), SEARCH_PAUSE_MS);
  const list = useAdminProducts({ q: searched, page }, only === null);
  const one = useAdminProduct(only);
  const categories = categoryOptions(useCategories().data ?? []);
  // A new search starts at its first page.
  const search = (value: string) => {
    const next = new URLSearchParams();
    if (value) next.set("q", value);
    setParams(next, { replace: true });
  };

  const query = only === null ? list : one;
  const products: Product[] =
    only === null ? (list.data?.products ?? []) : one.data ? [one.data] : [];
  // Who waits for a sold-out size, for the whole page at once (docs/product.md#back-in-stock).
  const waiting = useStockAlerts(products.map((p) => p.id)).data ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE));
  // The list on screen answers an earlier search or page while the asked one loads.
  const stale = list.isPlaceholderData || searched !== q.trim();

  return (
    <div className="flex flex-col gap-10">
      <BackLink to="/admin">Dashboard</BackLink>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader eyebrow="Back office" title="Product Management">
          {can("products.create")
            ? "Add new pieces, set their prices and photographs, and keep every size's stock true."
            : "Keep every size's stock true and every piece's words right."}
        </PageHeader>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3 self-start whitespace-nowrap sm:shrink-0 sm:flex-nowrap sm:self-auto">
          {only === null && list.data && !searched && !stale && (
            <p className="eyebrow text-muted-foreground" aria-live="polite">
              {plural(total, "product", "products")}
            </p>
          )}
          {can("size-guides") && (
            <Link
              to="/admin/size-guides"
              className="eyebrow underline-offset-4 transition-colors duration-200 hover:text-foreground hover:underline"
            >
              Size guides
            </Link>
          )}
          {can("settings") && (
            <Link
              to="/admin/search-synonyms"
              className="eyebrow underline-offset-4 transition-colors duration-200 hover:text-foreground hover:underline"
            >
              Synonyms
            </Link>
          )}
          {can("products.create") && <AddProductDialog categories={categories} />}
        </div>
      </div>

      {query.isPending ? (
        <ProductListSkeleton />
      ) : query.isError ? (
        <LoadFailed
          title="Failed to fetch products"
          error={query.error}
          retry={() => void query.refetch()}
        />
      ) : only === null && total === 0 && !searched ? (
        <p className="border border-dashed border-border px-6 py-16 text-center font-serif text-2xl text-muted-foreground">
          No products yet. Add the first piece of the collection.
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          {only !== null ? (
            <p className="flex flex-wrap items-baseline justify-between gap-3 border-b border-border pb-3 text-sm text-muted-foreground">
              {products.length ? "One product" : `No product ${only}.`}
              <Link to="/admin/products" className="eyebrow underline-offset-4 hover:underline">
                Show all products
              </Link>
            </p>
          ) : (
            <ProductSearch
              value={q}
              onChange={search}
              matches={searched && !stale ? total : null}
            />
          )}
          <div
            aria-busy={stale || undefined}
            className={cn(
              "flex flex-col gap-6 transition-opacity duration-200",
              stale && "opacity-60",
            )}
          >
            {products.map((product) => (
              <AdminProductCard
                key={product.id}
                product={product}
                categories={categories}
                waiting={waiting.filter((w) => w.productId === product.id)}
              />
            ))}
          </div>
          {only === null && products.length === 0 && (
            <p className="border border-dashed border-border px-6 py-14 text-center font-serif text-xl text-muted-foreground">
              {page > 1 && total > 0 ? (
                <>
                  Page {page} is past the end.{" "}
                  <Link to={listHref(q, pages)} className="underline-offset-4 hover:underline">
                    Go to page {pages}
                  </Link>
                </>
              ) : (
                `No products match “${searched}”.`
              )}
            </p>
          )}
          {only === null && pages > 1 && <Pager q={q} page={page} pages={pages} />}
        </div>
      )}
    </div>
  );
}

/** Previous and Next as links: each page has its address, the search kept. */
function Pager({ q, page, pages }: { q: string; page: number; pages: number }) {
  const step = "inline-flex items-center gap-2 eyebrow underline-offset-4";
  return (
    <nav
      aria-label="Product pages"
      className="flex items-center justify-between gap-4 border-t border-border pt-4"
    >
      {page > 1 ? (
        <Link
          to={listHref(q, Math.min(page - 1, pages))}
          rel="prev"
          className={cn(step, "hover:underline")}
        >
          <ChevronLeft className="rtl:-scale-x-100 size-4" strokeWidth={1.25} aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground tabular-nums">
        Page {page.toLocaleString("en-US")} of {pages.toLocaleString("en-US")}
      </p>
      {page < pages ? (
        <Link to={listHref(q, page + 1)} rel="next" className={cn(step, "hover:underline")}>
          Next
          <ChevronRight className="rtl:-scale-x-100 size-4" strokeWidth={1.25} aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function ProductSearch({
  value,
  onChange,
  matches,
}: {
  value: string;
  onChange: (value: string) => void;
  /** How many products the search on screen matches; null without one. */
  matches: number | null;
}) {
  return (
    <div
      role="search"
      className="flex flex-col gap-2 border-b border-border pb-4 sm:flex-row sm:items-end sm:justify-between"
    >
      <div className="flex w-full max-w-md flex-col gap-2">
        <Label htmlFor="product-search">Search products</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            strokeWidth={1.25}
            aria-hidden="true"
          />
          <Input
            id="product-search"
            type="search"
            dir="auto"
            value={value}
            maxLength={PRODUCT_SEARCH_MAX}
            onChange={(e) => onChange(e.target.value)}
            placeholder="Words or a product number, English or Arabic"
            className="ps-9"
          />
        </div>
      </div>
      {matches !== null && (
        <p className="eyebrow text-muted-foreground" aria-live="polite">
          {plural(matches, "match", "matches")}
        </p>
      )}
    </div>
  );
}

/** docs/product.md#admin: three placeholders while the list loads. */
function ProductListSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">Loading products</span>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={CARD_GRID}>
          <Skeleton className="aspect-[4/5] w-full [grid-area:img]" />
          <div className="flex flex-col gap-3 [grid-area:head]">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-7 w-3/5" />
          </div>
          <div className="flex flex-col gap-3 [grid-area:body]">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <div className="flex gap-2 pt-2">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-5 w-28" />
              <Skeleton className="h-5 w-24" />
            </div>
          </div>
          <Skeleton className="h-52 w-full [grid-area:inv]" />
        </div>
      ))}
    </div>
  );
}
