import type * as React from "react";
import { Svg, type IconProps } from "@/components/layout/icons";
import { cn } from "@/lib/cn";

const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

/**
 * A native <select> dressed like the Radix SelectTrigger. For long lists (Giza's 42 cities) the
 * phone's own picker is faster to use than a popover, and it costs no JavaScript.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="native-select-wrapper" className="relative w-full">
      <select
        data-slot="native-select"
        className={cn(
          "flex h-11 w-full min-w-0 cursor-pointer appearance-none truncate rounded-[2px] border border-input bg-card py-2 ps-3 pe-10 text-base text-foreground transition-colors duration-200 focus-visible:border-foreground focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        strokeWidth={1.5}
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-foreground opacity-70"
      />
    </div>
  );
}
