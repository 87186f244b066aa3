import * as React from "react";
import { Toaster } from "sonner";
import type { Theme } from "@/lib/theme";
import { useMediaQuery } from "@/lib/use-media-query";

/** sonner's own margins from the screen's edges (px): laptop, and phone (its layout to 600 px). */
const EDGE = 24;
const PHONE_EDGE = 12;
/** The toast column's width on a laptop (22rem) and the height kept free for one toast. */
const COLUMN = 352;
const BAND = 128;

/**
 * How far above the screen's foot the toasts must sit so that none covers a page's main action
 * (`[data-primary-action]`: Add to Cart, Buy Now, Place Order). Toasts stay where the product puts
 * them, at the bottom of the end corner (the left on right-to-left pages, the whole width on a
 * phone), and rise above such a button when it stands there (docs/product.md#storefront-layout).
 */
function liftOverActions(phone: boolean, rtl: boolean): number {
  const edge = phone ? PHONE_EDGE : EDGE;
  const width = window.innerWidth;
  const [left, right] = phone
    ? [0, width]
    : rtl
      ? [edge, edge + COLUMN]
      : [width - edge - COLUMN, width - edge];
  const actions = [...document.querySelectorAll<HTMLElement>("[data-primary-action]")]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.right > left && r.left < right);
  let bottom = edge;
  // Rising above one button may bring the band over the one above it (Add to Cart over Buy Now).
  for (let moved = true; moved;) {
    moved = false;
    const top = window.innerHeight - bottom - BAND;
    for (const r of actions) {
      if (r.bottom > top && r.top < window.innerHeight - bottom) {
        bottom = Math.max(bottom, window.innerHeight - r.top + 12);
        moved = true;
      }
    }
    if (bottom > window.innerHeight / 2) break;
  }
  return Math.round(bottom);
}

/** The lift, kept up to date as the page scrolls or resizes while toasts can show. */
function useLift(phone: boolean, rtl: boolean): number {
  const [lift, setLift] = React.useState(() => liftOverActions(phone, rtl));
  React.useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setLift(liftOverActions(phone, rtl)));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    // A page that draws its buttons later (a route change, a loaded product) moves them too.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      observer.disconnect();
    };
  }, [phone, rtl]);
  return lift;
}

/** sonner in the label's colours; loaded on the first toast (see toaster.tsx). */
export default function SonnerToaster({ theme }: { theme: Theme }) {
  // This mounts in the browser only (on the first toast), where <html dir> is already set.
  const rtl = document.documentElement.dir === "rtl";
  const phone = useMediaQuery("(max-width: 600px)");
  const lift = useLift(phone, rtl);
  return (
    <Toaster
      theme={theme}
      dir={rtl ? "rtl" : "ltr"}
      position={phone ? "bottom-center" : rtl ? "bottom-left" : "bottom-right"}
      offset={{ bottom: lift, left: EDGE, right: EDGE }}
      mobileOffset={{ bottom: lift, left: PHONE_EDGE, right: PHONE_EDGE }}
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
