import type * as React from "react";
import { cn } from "@/lib/cn";

/**
 * E-mail addresses, phone and order numbers are written left to right even on Arabic pages
 * (issue 16); there the placeholder still sits on the right, under its label, until one types.
 */
const LTR_TYPES = new Set(["email", "tel", "url"]);
const LTR_MODES = new Set(["email", "tel", "numeric", "decimal", "url"]);

export function Input({ className, type, dir, ...props }: React.ComponentProps<"input">) {
  const ltr = LTR_TYPES.has(type ?? "") || LTR_MODES.has(props.inputMode ?? "");
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
      {...props}
    />
  );
}
