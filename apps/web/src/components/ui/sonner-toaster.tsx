import { Toaster } from "sonner";
import type { Theme } from "@/lib/theme";
import { useMediaQuery } from "@/lib/use-media-query";

/** sonner in the label's colours; loaded on the first toast (see toaster.tsx). */
export default function SonnerToaster({ theme }: { theme: Theme }) {
  // Toasts drop from under the sticky header, at the end corner of the line (the left on
  // right-to-left pages), full width on a phone (sonner's layout up to 600 px). At the foot of
  // the screen they covered the page's main button: Place Order in the checkout's summary on a
  // laptop, Add to Cart and Buy Now under a phone's thumb (docs/product.md#storefront-layout).
  // This mounts in the browser only (on the first toast), where <html dir> is already set.
  const rtl = document.documentElement.dir === "rtl";
  const phone = useMediaQuery("(max-width: 600px)");
  return (
    <Toaster
      theme={theme}
      dir={rtl ? "rtl" : "ltr"}
      position={phone ? "top-center" : rtl ? "top-left" : "top-right"}
      offset={{ top: 80, left: 24, right: 24 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
      toastOptions={{
        unstyled: true,
        classNames: {
          // Colours per type, so no two background classes ever meet on one toast.
          toast:
            "flex w-full items-start gap-3 border p-4 shadow-[0_4px_24px_rgb(0_0_0/0.08)] sm:w-[22rem]",
          default: "border-border bg-popover text-popover-foreground",
          info: "border-border bg-popover text-popover-foreground",
          warning: "border-border bg-popover text-popover-foreground",
          title: "text-sm font-medium",
          // `!`: sonner's own theme rule colours descriptions grey, which fails contrast on
          // oxblood.
          description: "mt-1 text-sm text-inherit!",
          error: "border-destructive bg-destructive text-destructive-foreground",
          success:
            "border-border bg-popover text-popover-foreground [&_[data-icon]]:text-secondary dark:[&_[data-icon]]:text-camel-ink",
          icon: "mt-0.5 shrink-0",
          actionButton: "eyebrow ms-auto bg-primary px-3 py-1.5 text-primary-foreground",
          closeButton: "text-muted-foreground",
        },
      }}
    />
  );
}
