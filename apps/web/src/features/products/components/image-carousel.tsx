import { useT } from "@/i18n";
import * as React from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "./chevron-icons";
import { cn } from "@/lib/cn";
import { ProductImage } from "./product-image";

/**
 * Swipeable images (scroll-snap, so a phone's own gesture works) with Previous/Next arrows and "Go
 * to image N" dots when there is more than one image (docs/product.md#products). `wrap` lets the
 * card put the images inside its link while the controls stay outside it.
 */
export function ImageCarousel({
  images,
  title,
  sizes,
  priority = false,
  wrap,
  className,
  alwaysShowArrows = false,
}: {
  images: string[];
  title: string;
  sizes?: string;
  priority?: boolean;
  wrap?: (children: React.ReactNode) => React.ReactNode;
  className?: string;
  alwaysShowArrows?: boolean;
}) {
  const { t } = useT();
  const track = React.useRef<HTMLDivElement>(null);
  const [index, setIndex] = React.useState(0);
  // Slides beyond the next one stay empty boxes until the shopper heads that way: a grid of
  // cards keeps a small DOM and asks for no photograph nobody looks at.
  const [reach, setReach] = React.useState(1);
  const many = images.length > 1;
  const show = (i: number) => {
    setIndex(i);
    setReach((r) => Math.max(r, i + 1));
  };

  // Right to left (<html dir="rtl">), the strip starts at its right edge and scrollLeft runs from 0
  // down to negative values (CSSOM View), so slide i sits at -i widths; a swipe follows suit.

  const goTo = (next: number) => {
    const el = track.current;
    if (!el) return;
    const target = (next + images.length) % images.length;
    el.scrollTo({
      left: (document.dir === "rtl" ? -target : target) * el.clientWidth,
      behavior: "smooth",
    });
    show(target);
  };

  const onScroll = () => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    const current = Math.round(Math.abs(el.scrollLeft) / el.clientWidth);
    if (current !== index) show(current);
  };

  const slides = (
    <div
      ref={track}
      onScroll={many ? onScroll : undefined}
      // Unwrapped (the product page), the strip itself takes focus so arrow keys can scroll it.
      {...(!wrap && many
        ? { tabIndex: 0, role: "group", "aria-label": t("catalog.photographs", { title }) }
        : {})}
      // Its focus outline is drawn inside: the frame crops what lies outside it.
      className="scrollbar-none flex aspect-[4/5] w-full focus-visible:-outline-offset-2 snap-x snap-mandatory overflow-x-auto overscroll-x-contain"
    >
      {(images.length ? images : [undefined]).map((src, i) => (
        <div
          key={`${src ?? "none"}-${i}`}
          className="aspect-[4/5] w-full shrink-0 snap-start snap-always"
        >
          {i <= reach && (
            <ProductImage
              src={src}
              alt={many ? t("catalog.imageOf", { title, n: i + 1, total: images.length }) : title}
              sizes={sizes}
              priority={priority && i === 0}
            />
          )}
        </div>
      ))}
    </div>
  );

  return (
    <div className={cn("group/carousel relative overflow-hidden bg-muted", className)}>
      {wrap ? wrap(slides) : slides}
      {many && (
        <>
          <button
            type="button"
            aria-label={t("catalog.previousImage")}
            onClick={() => goTo(index - 1)}
            className={cn(
              "absolute start-1.5 top-1/2 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center bg-background/70 text-foreground transition-opacity duration-200 hover:bg-background focus-visible:opacity-100 md:start-2 md:size-9 md:bg-background/85",
              alwaysShowArrows
                ? "opacity-100"
                : // On a card, a phone swipes (the dots show there is more); a mouse gets
                  // arrows on hover.
                  "pointer-coarse:hidden md:opacity-0 md:group-hover/carousel:opacity-100",
            )}
          >
            <ChevronLeftIcon className="size-4" strokeWidth={1.25} />
          </button>
          <button
            type="button"
            aria-label={t("catalog.nextImage")}
            onClick={() => goTo(index + 1)}
            className={cn(
              "absolute end-1.5 top-1/2 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center bg-background/70 text-foreground transition-opacity duration-200 hover:bg-background focus-visible:opacity-100 md:end-2 md:size-9 md:bg-background/85",
              alwaysShowArrows
                ? "opacity-100"
                : // On a card, a phone swipes (the dots show there is more); a mouse gets
                  // arrows on hover.
                  "pointer-coarse:hidden md:opacity-0 md:group-hover/carousel:opacity-100",
            )}
          >
            <ChevronRightIcon className="size-4" strokeWidth={1.25} />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center">
            {images.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={t("catalog.goToImage", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i)}
                className="group/dot flex size-6 cursor-pointer items-center justify-center"
              >
                <span
                  className={cn(
                    "block h-px w-3.5 bg-[#1f2a44]/45 outline outline-1 outline-[#f6f1e7]/60 transition-all duration-200 group-hover/dot:bg-[#1f2a44]",
                    i === index && "w-5 bg-[#1f2a44]",
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
