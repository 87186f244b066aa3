import { Link } from "@/lib/router";
import { BRAND } from "@atelier/shared/brand";
import { cn } from "@/lib/cn";

/**
 * The wordmark: the label's name in letter-spaced serif capitals, in English on every page (its
 * `lang` keeps the spacing that Arabic text drops, fonts-ar.css).
 */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex items-center font-serif font-medium uppercase leading-none text-foreground outline-offset-4",
        className,
      )}
    >
      {compact ? (
        <>
          <span aria-hidden="true" lang="en" className="text-xl tracking-[0.18em] sm:hidden">
            {BRAND.logo.monogram}
          </span>
          <span
            lang="en"
            className="sr-only sm:not-sr-only sm:text-[1.375rem] sm:tracking-[0.28em]"
          >
            {BRAND.logo.wordmark}
          </span>
        </>
      ) : (
        <span lang="en" className="text-[1.375rem] tracking-[0.28em]">
          {BRAND.logo.wordmark}
        </span>
      )}
    </Link>
  );
}
