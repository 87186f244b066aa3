import { useT } from "@/i18n";
import type { Size } from "@atelier/shared/products";
import { cn } from "@/lib/cn";

/** S/M/L/XL; a size without stock is disabled and crossed out (docs/product.md#products). */
export function SizePicker({
  sizes,
  quantities,
  value,
  onChange,
}: {
  sizes: readonly Size[];
  quantities: Record<Size, number>;
  value: Size | null;
  onChange: (size: Size) => void;
}) {
  const { t } = useT();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="eyebrow mb-3 text-foreground">{t("product.size")}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const available = quantities[size] > 0;
          const selected = value === size;
          return (
            <button
              key={size}
              type="button"
              disabled={!available}
              aria-pressed={selected}
              onClick={() => onChange(size)}
              className={cn(
                "relative flex h-11 min-w-14 cursor-pointer items-center justify-center rounded-[2px] border px-4 text-sm tracking-[0.12em] transition-colors duration-200",
                selected
                  ? "border-foreground bg-foreground text-background"
                  : "border-input bg-transparent text-foreground hover:border-foreground",
                !available &&
                  "cursor-not-allowed border-border text-muted-foreground line-through decoration-1 hover:border-border",
              )}
            >
              {size}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
