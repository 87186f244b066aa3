import { featuredPiece } from "@atelier/shared/catalogue";
import { Link } from "@/lib/router";
import { ArrowRightIcon } from "@/components/layout/icons";
import { useHomeList } from "@/features/products/api/get-products";
import { FeaturedPiece } from "@/features/products/components/featured-piece";
import { NewArrivalsStrip } from "@/features/products/components/new-arrivals";
import { ProductGrid, ProductGridSkeleton } from "@/features/products/components/product-grid";
import { HomeHero } from "@/features/content/components/home-hero";
import { JoinCommunity } from "@/features/content/components/join-community";
import { useDocumentTitle } from "@/lib/use-document-title";
import { errorText, useT } from "@/i18n";

function SectionHeading({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  const { t } = useT();
  return (
    <div className="flex items-end justify-between gap-6 border-b border-border pb-5">
      <div className="flex flex-col gap-3">
        <p className="eyebrow text-camel-ink">{eyebrow}</p>
        <h2 id={id} className="display text-4xl sm:text-5xl">
          {title}
        </h2>
      </div>
      <Link
        to="/products"
        className="eyebrow group inline-flex shrink-0 items-center gap-2 pb-1 text-foreground"
      >
        {t("home.viewAll")}
        <ArrowRightIcon
          className="size-3.5 transition-transform duration-200 group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
          strokeWidth={1.25}
          aria-hidden="true"
        />
      </Link>
    </div>
  );
}

/**
 * Home (docs/product.md#products): hero, tagline, New Arrivals, All Products, Join Our Community.
 * Both lists are bounded (issue 27): the newest pieces and the collection's first A–Z, each a
 * page of the API, so the page weighs the same at 25 pieces or 5,000.
 */
export default function HomeRoute() {
  const { t, locale } = useT();
  useDocumentTitle(t("titles.home"));
  const newest = useHomeList("newest");
  const products = useHomeList("name-asc");
  const newArrivals = newest.data?.items.filter((p) => p.isNew) ?? [];
  // The server preloads this piece's photograph by the same rule (@atelier/shared/first-paint).
  const featured = featuredPiece(newest.data?.items ?? [], (p) => p.isNew);

  return (
    <>
      <HomeHero media={<FeaturedPiece product={featured} />} />

      <section
        aria-label={t("home.promiseLabel")}
        className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-6 py-20 text-center sm:py-24"
      >
        <span className="rule-ornament" aria-hidden="true" />
        <p className="font-serif text-3xl leading-snug sm:text-4xl">{t("home.promise")}</p>
        <p className="eyebrow text-muted-foreground">{t("home.promiseNote")}</p>
      </section>

      {/* In the server's HTML too, so a slow phone shows the collection's links and prices before
          the app starts; the photographs load as the shopper scrolls near them. */}
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-24 px-4 pb-24 sm:px-8 lg:px-12">
        {newArrivals.length > 0 && (
          <section aria-labelledby="new-arrivals" className="flex flex-col gap-10">
            <SectionHeading
              id="new-arrivals"
              eyebrow={t("home.justIn")}
              title={t("home.newArrivals")}
            />
            <NewArrivalsStrip products={newArrivals} />
          </section>
        )}

        <section aria-labelledby="all-products" className="flex flex-col gap-10">
          <SectionHeading
            id="all-products"
            eyebrow={t("home.collection")}
            title={t("home.allProducts")}
          />
          {products.isPending ? (
            <ProductGridSkeleton />
          ) : products.isError ? (
            <p role="alert" className="py-12 text-center text-destructive">
              {t("home.loadError", { error: errorText(locale, products.error) })}
            </p>
          ) : (
            <ProductGrid products={products.data.items} />
          )}
        </section>
      </div>

      <JoinCommunity />
    </>
  );
}
