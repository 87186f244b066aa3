import { ColorDot } from "./color-dot";

/** A cart or order line's colour: its swatch and its name (docs/product.md#colours). */
export function LineColor({
  color,
  label,
  className,
}: {
  color: { name: string; hex: string };
  /** "Colour", read before the name by a screen reader; the swatch says it to the eye. */
  label: string;
  className?: string;
}) {
  return (
    <span className={className ?? "inline-flex items-center gap-1.5"}>
      <ColorDot hex={color.hex} />
      <span className="sr-only">{label} </span>
      <span className="text-foreground">{color.name}</span>
    </span>
  );
}
