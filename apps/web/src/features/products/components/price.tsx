import { useT } from "@/i18n";
import { formatEGP } from "@atelier/shared/money";
import { cn } from "@/lib/cn";

/** The sale price, with the original struck through when it differs (docs/product.md#products). */
export function Price({
  price,
  originalPrice,
  className,
}: {
  price: number;
  originalPrice: number;
  className?: string;
}) {
  const reduced = originalPrice !== price;
  const { t, locale } = useT();
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2.5 gap-y-0.5 tabular-nums", className)}>
      <span className={cn(reduced && "text-destructive dark:text-camel-ink")}>
        {formatEGP(price, locale)}
      </span>
      {reduced && (
        <s className="text-[0.85em] text-muted-foreground">
          <span className="sr-only">{t("catalog.originalPrice")} </span>
          {formatEGP(originalPrice, locale)}
        </s>
      )}
    </p>
  );
}
