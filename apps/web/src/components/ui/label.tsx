import type * as React from "react";
import { cn } from "@/lib/cn";

/**
 * A field's label in the label's eyebrow style; a plain <label> (select-none keeps double clicks
 * from selecting it).
 */
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "eyebrow flex select-none items-center gap-1 text-foreground peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
