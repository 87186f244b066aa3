import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn";

/*
 * The coloured rule at the left is a pseudo-element rather than a border colour: cn() treats
 * every border-*-colour as one family, so a side colour beside the frame's colour would vanish.
 */
export const alertVariants = cva(
  "relative grid w-full grid-cols-[0_1fr] items-start gap-y-1 border border-border bg-card px-5 py-4 text-sm text-card-foreground before:absolute before:-inset-y-px before:-start-px before:w-0.5 has-[>svg]:grid-cols-[1.125rem_1fr] has-[>svg]:gap-x-4 [&>svg]:size-[1.125rem] [&>svg]:translate-y-0.5",
  {
    variants: {
      variant: {
        default: "before:bg-camel [&>svg]:text-camel-ink",
        secondary:
          "before:bg-secondary [&>svg]:text-secondary dark:before:bg-camel dark:[&>svg]:text-camel-ink",
        destructive: "before:bg-destructive [&>svg]:text-destructive",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

/**
 * A notice inside the page (shadcn's alert): a fine coloured rule at the left, never a loud box.
 */
export function Alert({
  className,
  variant,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      role="alert"
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="alert-title"
      className={cn("col-start-2 font-serif text-xl font-medium leading-snug", className)}
      {...props}
    />
  );
}

export function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        "col-start-2 flex flex-col gap-2 leading-relaxed text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}
