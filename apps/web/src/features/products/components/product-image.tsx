import { IMAGE_SIZES, imageSrcSet } from "@atelier/shared/products";
import { cn } from "@/lib/cn";
import { useFirstPaintDone } from "@/lib/first-paint";

/**
 * A product photo at 4:5, from the WebP widths through srcset (docs/product.md#products).
 * `priority` marks the first screen's images: eager and fetched first; everything else loads
 * lazily.
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
  const painted = useFirstPaintDone();
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
  // Below the fold, the <img> (and its download) waits for the first screen's paint; see
  // lib/first-paint.ts.
  if (!priority && !painted) {
    return <div className={cn("aspect-[4/5] w-full bg-muted", className)} />;
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
