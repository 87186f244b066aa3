import { cn } from "@/lib/cn";

/**
 * A colour's swatch, decorative: its name is always in text beside it or in a label. The inset
 * ring keeps an ivory or a white visible on the page's ivory, and a navy on the dark theme.
 */
export function ColorDot({ hex, className }: { hex: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("swatch inline-block size-3 shrink-0", className)}
      style={{ backgroundColor: hex }}
    />
  );
}
