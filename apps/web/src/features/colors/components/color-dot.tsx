import { cn } from "@/lib/cn";

/**
 * A colour's swatch, decorative: its name is always in text beside it or in a label. The inset
 * ring keeps an ivory or a white visible on the page's ivory, and a navy on the dark theme.
 */
export function ColorDot({ hex, className }: { hex: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block size-3 shrink-0 rounded-full shadow-[inset_0_0_0_1px_rgb(0_0_0/0.14)] dark:shadow-[inset_0_0_0_1px_rgb(255_255_255/0.22)]",
        className,
      )}
      style={{ backgroundColor: hex }}
    />
  );
}
