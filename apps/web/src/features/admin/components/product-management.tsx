import { Link, useSearchParams } from "@/lib/router";
import { ArrowLeft, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/layout/page";
import { useAdminProducts } from "../api/get-admin-products";
import { productMatches } from "../admin-rules";
import { AddProductDialog } from "./add-product-dialog";
import { AdminProductCard, CARD_GRID } from "./admin-product-card";
import { categoryOptions } from "./product-text-fields";

/**
 * /admin/products (docs/product.md#admin): add, price, images, stock per size and delete, newest
 * first. The search (`?q=`, title or category in either language) and one product's editor
 * (`?product={id}`, where a low-stock row leads) live in the address, so they survive a reload.
 */
export function ProductManagement() {
  const products = useAdminProducts();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const only = params.get("product");
  const search = (value: string) => {
    const next = new URLSearchParams();
    if (value) next.set("q", value);
    setParams(next, { replace: true });
  };
  const shown = (products.data ?? []).filter((p) =>
    only ? String(p.id) === only : productMatches(p, q),
  );
  // One per name whatever its case: "coats" and "Coats" are one category (docs/product.md#admin).
  const categories = categoryOptions(products.data ?? []);

  return (
    <div className="flex flex-col gap-10">
      <Link
        to="/admin"
        className="eyebrow -mb-4 inline-flex w-fit items-center gap-2 text-muted-foreground transition-colors duration-200 hover:text-foreground"
      >
        <ArrowLeft className="rtl:-scale-x-100 size-3.5" strokeWidth={1.25} aria-hidden="true" />
        Dashboard
      </Link>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader eyebrow="Back office" title="Product Management">
          Add new pieces, set their prices and photographs, and keep every size's stock true.
        </PageHeader>
        <div className="flex items-center gap-5 self-start sm:self-auto">
          {products.data && (
            <p className="eyebrow text-muted-foreground" aria-live="polite">
              {products.data.length} {products.data.length === 1 ? "product" : "products"}
            </p>
          )}
          <AddProductDialog categories={categories} />
        </div>
      </div>

      {products.isPending ? (
        <ProductListSkeleton />
      ) : products.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 border border-destructive/60 px-6 py-14 text-center"
        >
          <p className="font-serif text-2xl">Failed to fetch products</p>
          <p className="text-sm text-muted-foreground">{products.error.message}</p>
          <Button variant="outline" onClick={() => void products.refetch()}>
            Try again
          </Button>
        </div>
      ) : products.data.length === 0 ? (
        <p className="border border-dashed border-border px-6 py-16 text-center font-serif text-2xl text-muted-foreground">
          No products yet. Add the first piece of the collection.
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          {only ? (
            <p className="flex flex-wrap items-baseline justify-between gap-3 border-b border-border pb-3 text-sm text-muted-foreground">
              {shown.length ? "One product" : `No product ${only}.`}
              <Link to="/admin/products" className="eyebrow underline-offset-4 hover:underline">
                Show all products
              </Link>
            </p>
          ) : (
            <ProductSearch value={q} onChange={search} shown={shown.length} />
          )}
          {shown.map((product) => (
            <AdminProductCard key={product.id} product={product} categories={categories} />
          ))}
          {!only && shown.length === 0 && (
            <p className="border border-dashed border-border px-6 py-14 text-center font-serif text-xl text-muted-foreground">
              No products match “{q}”.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function ProductSearch({
  value,
  onChange,
  shown,
}: {
  value: string;
  onChange: (value: string) => void;
  shown: number;
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
            maxLength={200}
            onChange={(e) => onChange(e.target.value)}
            placeholder="Title or category, English or Arabic"
            className="ps-9"
          />
        </div>
      </div>
      {value && (
        <p className="eyebrow text-muted-foreground" aria-live="polite">
          {shown} {shown === 1 ? "match" : "matches"}
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
