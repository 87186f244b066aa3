import * as React from "react";
import { categoryLabel } from "@atelier/shared/products";
import { collectionView } from "@atelier/shared/collection-view";
import { COLLECTION_PAGE_SIZE } from "@atelier/shared/catalogue";
import { errorText, useT } from "@/i18n";
import { cn } from "@/lib/cn";
import { Link, useNavigationType, useSearchParams } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useCategories, useCollectionPage, type CollectionQuery } from "../api/get-collection";
import {
  ALL_CATEGORIES,
  DEFAULT_SORT,
  formatCount,
  SORTS,
  type CollectionParam,
  type SortKey,
} from "../catalog-order";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";

/*
 * Where a list that "Load more" grew began, by filter, order, language and last page: the URL
 * names only the last page (`?page=3`), which the server draws on its own, so Back from a product
 * to `?page=3` finds here that the list began at page 1 and shows pages 1–3 again, from the
 * cache, at the place the shopper left. Kept for the tab's life; a reload starts at the URL's page.
 */
const listStarts = new Map<string, number>();
/** Where the window was on each list, by the same key: Back puts it there again. */
const listScrolls = new Map<string, { href: string; top: number }>();

/**
 * /products (docs/product.md#products, #catalogue-order): category filter and Sort By, and the
 * collection a page at a time. The choice and the page live in the URL, so a filtered collection
 * can be shared, every page is a real link that works before (or without) the app, and Back
 * returns to the same place.
 */
export function ProductBrowser() {
  const { t, locale } = useT();
  const [params, setParams] = useSearchParams();
  const { category, sort, page } = collectionView(params);
  const collection = {
    category: category === ALL_CATEGORIES ? null : category.toLowerCase(),
    sort,
    lang: locale,
  };
  const listKey = `${category}|${sort}|${locale}`;
  const [, rerender] = React.useReducer((n: number) => n + 1, 0);
  const first = Math.min(listStarts.get(`${listKey}|${page}`) ?? page, page);
  // The URL's page: the count, and whether the list is still coming.
  const last = useCollectionPage(collection, page);

  // Back to a list puts the window where it was: the pages come from the cache in this same
  // render, so the list is as long as it was. By the card that was at the top and its distance
  // from the top of the window, not by a pixel offset: cards far from the window keep an
  // estimated height until drawn (render-when-near), so the same offset can be rows away.
  const here = `${listKey}|${page}`;
  const navigation = useNavigationType();
  React.useLayoutEffect(() => {
    const kept = listScrolls.get(here);
    // The card (its <article>), not one of its links: the photograph and the title link to the
    // same piece, and the first one found by href is not always the one that was measured.
    const card =
      navigation === "POP" && kept
        ? (document
            .querySelector(`main article a[href="${CSS.escape(kept.href)}"]`)
            ?.closest("article") ?? null)
        : null;
    // Frame after frame for 1.5 s (timed: a slow phone draws fewer frames), while the rows
    // around it are drawn at their real heights, the page grows long enough and late faces
    // reflow the titles; until the shopper scrolls herself: then the window is hers.
    let frame = 0;
    let until = performance.now() + 1500;
    const stop = () => (until = 0);
    const place = () => {
      if (!card || !kept || performance.now() > until) return;
      const off = card.getBoundingClientRect().top - kept.top;
      if (Math.abs(off) > 1) window.scrollBy(0, off);
      frame = requestAnimationFrame(place);
    };
    const yours = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    if (card) for (const type of yours) window.addEventListener(type, stop, { once: true });
    place();
    // This history entry is put back by the card, not by the browser's pixel offset, which
    // would land after this and rows away.
    history.scrollRestoration = "manual";
    // Leaving (before the next page replaces this one): remember the first card on screen.
    return () => {
      cancelAnimationFrame(frame);
      for (const type of yours) window.removeEventListener(type, stop);
      // The entry now current (the next page's) goes back to the browser's own restoring.
      history.scrollRestoration = "auto";
      for (const article of document.querySelectorAll("main article")) {
        const { top, bottom } = article.getBoundingClientRect();
        const href = article.querySelector("a[href]")?.getAttribute("href");
        if (bottom <= 0 || !href) continue;
        listScrolls.set(here, { href, top });
        break;
      }
    };
    // Only on arriving at a list and leaving it; a later render must not move the window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [here]);
  const categories = useCategories();

  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value === null) next.delete(key);
      else next.set(key, value);
    const search = next.toString();
    return `/products${search ? `?${search}` : ""}`;
  };

  // A new filter or order starts again at the first page.
  const update = (key: CollectionParam, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("page");
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // With the app running, the next page joins the list in place and the URL names it.
  const loadMore = (event: React.MouseEvent) => {
    event.preventDefault();
    listStarts.set(`${listKey}|${page + 1}`, first);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("page", String(page + 1));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const showEarlier = (event: React.MouseEvent) => {
    event.preventDefault();
    listStarts.set(`${listKey}|${page}`, first - 1);
    rerender();
  };

  const known = categories.data ?? [];
  const options = [
    { value: ALL_CATEGORIES, label: t("products.allProducts") },
    ...known.map((c) => ({ value: c.key, label: categoryLabel(c, locale) })),
  ];
  // A category the catalogue does not have (an old link) stays chosen, its own option.
  if (!options.some((o) => o.value === category))
    options.push({ value: category, label: categoryLabel({ category, categoryAr: "" }, locale) });

  const total = last.data?.total ?? null;
  // How far into the list the shopper has come: every page up to the URL's (a list opened at page
  // 3 has passed the first 48 pieces, even if they are not on the screen).
  const shown = (page - 1) * COLLECTION_PAGE_SIZE + (last.data?.items.length ?? 0);
  const settled = last.isSuccess && !last.isPlaceholderData;
  const hasMore = total !== null && page * COLLECTION_PAGE_SIZE < total;
  const pastEnd = settled && last.data.items.length === 0 && total! > 0;

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
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
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
        {total !== null && (
          <p className="eyebrow text-muted-foreground" aria-live="polite">
            {t("products.pieces", { count: total, n: formatCount(total, locale) })}
          </p>
        )}
      </div>

      {first > 1 && (
        <Link
          to={hrefWith({ page: String(first - 1) })}
          onClick={showEarlier}
          className="eyebrow mx-auto inline-flex items-center border-b border-foreground/40 pb-1 text-foreground transition-colors duration-200 hover:border-foreground"
        >
          {t("products.showEarlier")}
        </Link>
      )}

      {last.isPending ? (
        <ProductGridSkeleton />
      ) : last.isError && !last.data ? (
        <p role="alert" className="py-16 text-center text-destructive">
          {t("products.loadError", { error: errorText(locale, last.error) })}
        </p>
      ) : pastEnd ? (
        <div className="flex flex-col items-center gap-5 py-20 text-center">
          <p className="font-serif text-2xl">{t("products.pastEnd")}</p>
          <Button variant="outline" asChild>
            <Link to={hrefWith({ page: null })}>{t("products.firstPage")}</Link>
          </Button>
        </div>
      ) : total === 0 ? (
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
        <section
          aria-labelledby="collection-pieces"
          aria-busy={!settled}
          className="flex flex-col gap-14"
        >
          <h2 id="collection-pieces" className="sr-only">
            {t("products.piecesHeading")}
          </h2>
          {/* Each page its own grid: 24 cards fill whole rows of 2, 3 or 4, reading as one. */}
          <div className="flex flex-col gap-10">
            {Array.from({ length: page - first + 1 }, (_, i) => (
              <CollectionPage
                key={first + i}
                collection={collection}
                page={first + i}
                lead={i === 0}
              />
            ))}
          </div>
          {last.isError && (
            <p role="alert" className="text-center text-destructive">
              {t("products.loadError", { error: errorText(locale, last.error) })}
            </p>
          )}
          {total !== null && (hasMore || !settled) && (
            <div className="flex flex-col items-center gap-5">
              <p className="text-sm text-muted-foreground">
                {t("products.viewed", {
                  count: total,
                  n: formatCount(total, locale),
                  shown: formatCount(Math.min(shown, total), locale),
                })}
              </p>
              <div className="h-px w-48 bg-border" aria-hidden="true">
                <div
                  className="h-px bg-foreground transition-[width] duration-500"
                  style={{ width: `${Math.min(100, (shown / total) * 100)}%` }}
                />
              </div>
              {settled ? (
                <Button variant="outline" size="lg" asChild>
                  <Link to={hrefWith({ page: String(page + 1) })} onClick={loadMore}>
                    {t("products.loadMore")}
                  </Link>
                </Button>
              ) : last.isError ? (
                <Button variant="outline" size="lg" onClick={() => void last.refetch()}>
                  {t("products.loadMore")}
                </Button>
              ) : (
                <Button variant="outline" size="lg" disabled>
                  {t("products.loadingMore")}
                </Button>
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * One page of cards. The first page drawn loads a phone's first row of photographs at once; a
 * page still coming holds its place with a row of placeholders; an earlier filter's cards stay,
 * dimmed, until the new ones arrive.
 */
function CollectionPage({
  collection,
  page,
  lead,
}: {
  collection: CollectionQuery;
  page: number;
  lead: boolean;
}) {
  const result = useCollectionPage(collection, page);
  if (!result.data || (result.isPlaceholderData && !lead)) return <ProductGridSkeleton count={4} />;
  return (
    <div
      className={cn("transition-opacity duration-300", result.isPlaceholderData && "opacity-50")}
    >
      <ProductGrid products={result.data.items} eager={lead ? 2 : 0} />
    </div>
  );
}
