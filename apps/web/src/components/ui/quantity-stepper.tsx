import * as React from "react";
import { Svg, type IconProps } from "@/components/layout/icons";
import { cn } from "@/lib/cn";
import { useT } from "@/i18n";

const MinusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
  </Svg>
);

const PlusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </Svg>
);

/**
 * Minus / count / plus. The minimum is 1 by default. With `max`, plus stops there and `maxHint`
 * (e.g. "At most 10 of one size per order.") says why, under the stepper
 * (docs/product.md#orders).
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  maxHint,
  disabled = false,
  className,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Shown once the count reaches `max`. */
  maxHint?: string;
  disabled?: boolean;
  className?: string;
  /** Names the group, e.g. "Quantity of Linen Shirt (M)". */
  label?: string;
}) {
  const hintId = React.useId();
  const { t } = useT();
  const atMax = max !== undefined && value >= max;
  const button =
    "flex size-10 cursor-pointer items-center justify-center text-foreground transition-colors duration-200 hover:bg-accent disabled:cursor-not-allowed disabled:opacity-40";
  const stepper = (
    <div
      role="group"
      aria-label={label ?? t("shell.quantity")}
      aria-describedby={atMax && maxHint ? hintId : undefined}
      className={cn("inline-flex items-center border border-input", className)}
    >
      <button
        type="button"
        aria-label={t("shell.decreaseQuantity")}
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
        aria-label={t("shell.increaseQuantity")}
        className={button}
        disabled={disabled || atMax}
        onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
      >
        <PlusIcon className="size-3.5" strokeWidth={1.5} />
      </button>
    </div>
  );
  if (max === undefined) return stepper;
  return (
    <div className="flex flex-col gap-2">
      {stepper}
      {atMax && maxHint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {maxHint}
        </p>
      )}
    </div>
  );
}
