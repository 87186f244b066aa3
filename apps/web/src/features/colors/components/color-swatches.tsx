import { cn } from "@/lib/cn";
import type { UiColor } from "../ui-color";

/**
 * The product page's colours (docs/product.md#colours): a radio group whose radios are named by
 * the colour, in the page's language. A colour with no size left stays choosable, to see its
 * photographs, and is struck through like a sold-out size.
 */
export function ColorSwatches({
  colors,
  value,
  onChange,
  legend,
  soldOut,
}: {
  colors: readonly UiColor[];
  value: number;
  onChange: (id: number) => void;
  /** "Colour". */
  legend: string;
  /** "sold out", read after a colour with no size left. */
  soldOut: string;
}) {
  const chosen = colors.find((c) => c.id === value);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="eyebrow mb-3 flex gap-3 text-foreground">
        {legend}
        {/* The checked radio says it to a screen reader; this says it to the eye. */}
        <span aria-hidden="true" className="normal-case tracking-normal text-muted-foreground">
          {chosen?.name}
        </span>
      </legend>
      <div className="flex flex-wrap gap-2.5">
        {colors.map((color) => {
          const none = !Object.values(color.quantities).some((n) => n > 0);
          return (
            <label
              key={color.id}
              className="relative flex size-11 cursor-pointer items-center justify-center"
            >
              <input
                type="radio"
                name="color"
                value={color.id}
                checked={color.id === value}
                onChange={() => onChange(color.id)}
                className="peer sr-only"
              />
              <span className="sr-only">
                {color.name}
                {none && `, ${soldOut}`}
              </span>
              {/* The ring: thin and apart from the swatch when chosen, a tailor's chalk mark. */}
              <span
                aria-hidden="true"
                className="absolute inset-0.5 rounded-full border border-transparent transition-colors duration-200 peer-checked:border-foreground peer-hover:border-muted-foreground peer-checked:peer-hover:border-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
              />
              <span
                aria-hidden="true"
                className={cn(
                  "swatch relative size-7 overflow-hidden",
                  none &&
                    "after:absolute after:start-1/2 after:top-[-10%] after:h-[120%] after:w-px after:rotate-45 after:bg-foreground/70",
                )}
                style={{ backgroundColor: color.hex }}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
