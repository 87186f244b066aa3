import type * as React from "react";
import { Link } from "@/lib/router";
import { BRAND } from "@atelier/shared/brand";
import { cn } from "@/lib/cn";
import { buttonVariants } from "@/components/ui/button-variants";
import { useT } from "@/i18n";

/**
 * The hero (docs/product.md#products): the name, the tagline, Shop Collection and Our Core. On
 * phones it is typography only, so the first paint is the largest element and needs no image; wide
 * screens add `media` (the page passes a featured piece) beside it.
 */
export function HomeHero({ media }: { media?: React.ReactNode }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-hero text-hero-foreground"
    >
      <HeroPattern />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-6 py-16 sm:px-10 sm:py-20 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:px-16">
        <div className="flex flex-col gap-8">
          <p className="eyebrow flex items-center gap-4 text-camel">
            <span className="h-px w-10 bg-camel" aria-hidden="true" />
            {t("home.place")}
          </p>
          <h1
            id="hero-title"
            className="display max-w-3xl text-[3.25rem] leading-[0.95] sm:text-7xl lg:text-8xl"
          >
            {BRAND.name}
          </h1>
          <p className="max-w-xl font-serif text-2xl italic leading-snug text-hero-muted sm:text-3xl">
            {t("brand.tagline")}
          </p>
          <div className="mt-2 grid gap-3 sm:flex sm:flex-wrap">
            <Link
              to="/products"
              className={cn(
                buttonVariants({ size: "lg" }),
                "bg-hero-foreground text-hero hover:bg-camel hover:text-[#1f2a44]",
              )}
            >
              {t("home.shop")}
            </Link>
            <Link
              to="/about"
              className={cn(
                buttonVariants({ size: "lg", variant: "outline" }),
                "border-hero-foreground/70 text-hero-foreground hover:bg-hero-foreground hover:text-hero",
              )}
            >
              {t("home.core")}
            </Link>
          </div>
        </div>
        {media}
      </div>
    </section>
  );
}

/** Fine pinstripes and a crest's rings: cloth and heraldry, drawn in a few hundred bytes. */
function HeroPattern() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 640"
    >
      <defs>
        <pattern id="pinstripe" width="14" height="14" patternUnits="userSpaceOnUse">
          <path d="M0 0V14" stroke="currentColor" strokeOpacity="0.07" strokeWidth="1" />
        </pattern>
        <linearGradient id="hero-fade" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0.25" stopColor="white" stopOpacity="0" />
          <stop offset="1" stopColor="white" stopOpacity="1" />
        </linearGradient>
        <mask id="hero-mask">
          <rect width="1200" height="640" fill="url(#hero-fade)" />
        </mask>
      </defs>
      <rect width="1200" height="640" fill="url(#pinstripe)" mask="url(#hero-mask)" />
      <g fill="none" stroke="#b08d57" strokeOpacity="0.35" transform="translate(1060 560)">
        <circle r="230" strokeWidth="1" />
        <circle r="218" strokeWidth="0.5" />
      </g>
    </svg>
  );
}
