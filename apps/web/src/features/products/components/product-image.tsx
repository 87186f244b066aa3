import { useEffect, useRef, useState } from "react";
import { IMAGE_SIZES, imageSrcSet } from "@atelier/shared/products";
import { cn } from "@/lib/cn";

/** How near the screen a photograph starts loading: about a phone's screen ahead of the scroll. */
const NEAR = "600px 300px";

/**
 * True once the element comes within NEAR of the screen. A browser's own `loading="lazy"` starts
 * everything within 1,250–2,500 px at once, which on a phone is the whole home page's grid: a
 * shopper on a metered connection would pay for photographs she never scrolls to
 * (docs/decisions/0010-first-screen.md).
 */
function useNearScreen(skip: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(skip);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * A product photo at 4:5, from the WebP widths through srcset (docs/product.md#products).
 * `priority` marks the first screen's images: eager and fetched first; the rest are drawn as a
 * quiet placeholder (on the server too) until the shopper scrolls near them.
 */
export function ProductImage({
  src,
  alt,
  sizes = IMAGE_SIZES.card,
  priority = false,
  className,
}: {
  src: string | undefined;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const { ref, near } = useNearScreen(priority);
  if (!src) {
    return (
      <div
        className={cn("flex aspect-[4/5] w-full items-center justify-center bg-muted", className)}
        role="img"
        aria-label={alt}
      >
        <span
          aria-hidden="true"
          className="font-serif text-3xl tracking-[0.2em] text-muted-foreground"
        >
          MZ
        </span>
      </div>
    );
  }
  if (!near) {
    return <div ref={ref} className={cn("aspect-[4/5] w-full bg-muted", className)} />;
  }
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={1600}
      height={2000}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      className={cn("aspect-[4/5] h-auto w-full bg-muted object-cover", className)}
    />
  );
}
