import type * as React from "react";
import { latinDigits } from "@atelier/shared/numerals";
import { cn } from "@/lib/cn";

/**
 * E-mail addresses, phone and order numbers are written left to right even on Arabic pages
 * (issue 16); there the placeholder still sits on the right, under its label, until one types.
 */
const LTR_TYPES = new Set(["email", "tel", "url"]);
const LTR_MODES = new Set(["email", "tel", "numeric", "decimal", "url"]);

/** Fields where numbers are typed: an Arabic keyboard's digits become Latin ones as typed. */
const NUMBER_TYPES = new Set(["tel"]);
const NUMBER_MODES = new Set(["tel", "numeric", "decimal"]);

/**
 * ٠١٠ typed into a left-to-right field draws its groups right to left (Arabic-Indic digits are
 * Arabic numbers to the bidi algorithm), so "٠١٠ ١٢٣٤" would read "١٢٣٤ ٠١٠". The same number in
 * Latin digits (docs/product.md#numbers), the caret kept where it was (one code unit a digit).
 */
function toLatinDigits(input: HTMLInputElement) {
  // ٫, the Arabic decimal separator, is a point in a price.
  const latin = latinDigits(input.value).replace(/\u066b/g, ".");
  if (latin === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = latin;
  if (selectionStart !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

export function Input({ className, type, dir, onChange, ...props }: React.ComponentProps<"input">) {
  const ltr = LTR_TYPES.has(type ?? "") || LTR_MODES.has(props.inputMode ?? "");
  const numbers = NUMBER_TYPES.has(type ?? "") || NUMBER_MODES.has(props.inputMode ?? "");
  return (
    <input
      type={type}
      dir={dir ?? (ltr ? "ltr" : undefined)}
      data-slot="input"
      className={cn(
        ltr && "rtl:placeholder:text-end",
        "flex h-11 w-full min-w-0 rounded-[2px] border border-input bg-card px-3 py-2 text-base text-foreground transition-colors duration-200 placeholder:text-muted-foreground focus-visible:border-foreground focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      onChange={
        numbers && onChange
          ? (event) => {
              toLatinDigits(event.currentTarget);
              onChange(event);
            }
          : onChange
      }
      {...props}
    />
  );
}
