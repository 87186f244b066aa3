import { cn } from "@/lib/cn";

/** The colour as a small disc: its name is always written beside it, so it is decoration. */
export function Swatch({ hex, className }: { hex: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: hex }}
      className={cn(
        "inline-block size-4 shrink-0 rounded-full border border-foreground/15 shadow-[inset_0_0_0_1px_rgb(255_255_255/0.25)]",
        className,
      )}
    />
  );
}
