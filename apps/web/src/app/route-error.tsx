import * as React from "react";
import { Link } from "@/lib/router";
import { buttonVariants } from "@/components/ui/button-variants";
import { useT } from "@/i18n";
import { playHeldTaps } from "@/lib/held-taps";

/** What the boundary shows, in the page's language. */
function RouteErrorMessage() {
  const { t } = useT();
  return (
    <div className="mx-auto flex min-h-[60svh] max-w-7xl flex-col items-center justify-center gap-5 px-4 py-14 text-center">
      <p className="eyebrow text-camel-ink">{t("routeError.eyebrow")}</p>
      <h1 className="display text-4xl">{t("routeError.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("routeError.text")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          {t("routeError.reload")}
        </button>
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          {t("routeError.home")}
        </Link>
      </div>
    </div>
  );
}

/**
 * A local error boundary (STYLE #8): the layout stays, the page explains. A page chunk that fails
 * to load (a new release replaced it) is the common case, and a reload fixes it. The layout keys
 * it by path, so navigating away clears it.
 */
export class RouteErrorBoundary extends React.Component<
  { children: React.ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.warn("Page failed to render", error);
    // The page's own player never commits: the taps held meanwhile (this Reload among them) are
    // played now, never kept (docs/product.md#no-lost-tap).
    playHeldTaps();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RouteErrorMessage />;
  }
}
