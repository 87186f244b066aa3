import { MinusIcon, PlusIcon } from "@/components/layout/icons";
import { cn } from "@/lib/cn";

/**
 * Minus / count / plus. The minimum is 1 by default; there is no maximum
 * (docs/product.md#products).
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  disabled = false,
  className,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  disabled?: boolean;
  className?: string;
  /** Names the group, e.g. "Quantity of Linen Shirt (M)". */
  label?: string;
}) {
  const button =
    "flex size-10 cursor-pointer items-center justify-center text-foreground transition-colors duration-200 hover:bg-accent disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div
      role="group"
      aria-label={label ?? "Quantity"}
      className={cn("inline-flex items-center border border-input", className)}
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        className={button}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <MinusIcon className="size-3.5" strokeWidth={1.5} />
      </button>
      <span aria-live="polite" className="min-w-10 text-center text-sm tabular-nums">
        {value}
      </span>
      <button
        type="button"
        aria-label="Increase quantity"
        className={button}
        disabled={disabled}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon className="size-3.5" strokeWidth={1.5} />
      </button>
    </div>
  );
}
