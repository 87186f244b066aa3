import * as React from "react";
import { Outlet, useLocation } from "@/lib/router";
import { AppSidebar } from "@/components/layout/app-sidebar";
import { Header } from "@/components/layout/header";
import { SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { logout, useSession } from "@/features/auth/session";
import { useCart } from "@/features/cart/components/cart-provider";
import { SiteSearch } from "@/features/products/components/search-form";
import { useFirstPaintDone } from "@/lib/first-paint";
import { PlayHeldTaps } from "@/lib/held-taps";
import { RouteErrorBoundary } from "./route-error";
import { useT } from "@/i18n";

// Below the fold on every page: it arrives with the page instead of weighing on the shell.
const Footer = React.lazy(() =>
  import("@/components/layout/footer").then((m) => ({ default: m.Footer })),
);

/** Holds the page's place while its chunk downloads, so the footer does not jump up. */
function PageFallback() {
  return <div className="min-h-[70svh]" aria-busy="true" />;
}

/** The common layout (docs/product.md#storefront-layout): header, sidebar, page, footer. */
export function RootLayout() {
  const { count } = useCart();
  const session = useSession();
  const { pathname } = useLocation();
  const { t } = useT();
  // Below the fold everywhere: asked for once the first screen is painted (lib/first-paint.ts).
  const painted = useFirstPaintDone();
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="eyebrow sr-only z-50 bg-primary px-4 py-3 text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t("shell.skipToContent")}
      </a>
      <Header cartCount={count} search={<SiteSearch />} />
      <div className="flex flex-1">
        <AppSidebar account={session?.user ?? null} onSignOut={logout} />
        <SidebarInset>
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <RouteErrorBoundary key={pathname}>
              <React.Suspense fallback={<PageFallback />}>
                <Outlet />
                <PlayHeldTaps />
              </React.Suspense>
            </RouteErrorBoundary>
          </main>
          <React.Suspense fallback={null}>{painted && <Footer />}</React.Suspense>
        </SidebarInset>
      </div>
    </SidebarProvider>
  );
}
