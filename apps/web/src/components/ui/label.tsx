import type * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "eyebrow flex select-none items-center gap-1 text-foreground peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
