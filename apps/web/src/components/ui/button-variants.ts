import { cva } from "class-variance-authority";

/**
 * The button look, apart from the component, so a plain <button> or a router <Link> can wear it
 * without pulling Radix's Slot into the page shell: `<Link className={buttonVariants()}>`.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-[2px] text-xs font-medium uppercase tracking-[0.16em] transition-colors duration-200 ease-calm disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default:
          "bg-primary text-primary-foreground hover:bg-secondary hover:text-secondary-foreground",
        secondary:
          "bg-secondary text-secondary-foreground hover:bg-primary hover:text-primary-foreground",
        outline:
          "border border-foreground/80 bg-transparent text-foreground hover:bg-foreground hover:text-background",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground hover:opacity-90",
        link: "h-auto px-0 text-foreground underline decoration-camel underline-offset-[6px] hover:decoration-foreground",
      },
      size: {
        default: "h-11 px-6",
        sm: "h-9 px-4",
        lg: "h-12 px-8",
        icon: "size-10 tracking-normal",
        "icon-sm": "size-8 tracking-normal",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
