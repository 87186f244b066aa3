import * as React from "react";
import { SEARCH_QUERY_MAX } from "@atelier/shared/catalogue";
import { localizePath } from "@atelier/shared/locales";
import { SearchIcon } from "@/components/layout/icons";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/cn";
import { Link, useLocation } from "@/lib/router";
import { useT } from "@/i18n";

/*
 * The search field (docs/product.md#search). A real form (GET /search?q=): before the app has
 * started, Enter opens the results page from the server, and what is typed stays in the field.
 * The first results as you type (a combobox) come in a chunk of their own, asked for when the
 * field is first pointed at, focused or typed in: the start-up's JavaScript is at its budget
 * (apps/web/test/budget.test.ts).
 */
const loadAssist = () => import("./search-assist");
const SearchAssist = React.lazy(loadAssist);

export function SearchForm({
  id,
  query = "",
  className,
  children,
}: {
  id: string;
  /** The query shown in the field (the results page keeps it there). */
  query?: string;
  className?: string;
  /** The results page's visible button; the header's field submits with Enter. */
  children?: React.ReactNode;
}) {
  const { t, locale } = useT();
  const form = React.useRef<HTMLFormElement>(null);
  const [awake, setAwake] = React.useState(false);
  const wake = () => setAwake(true);
  return (
    <form
      ref={form}
      role="search"
      aria-label={t("search.label")}
      action={localizePath("/search", locale)}
      className={cn("relative flex items-center gap-3", className)}
      onPointerEnter={() => void loadAssist()}
      onFocus={wake}
      // Typed into before the app started: the field already had the focus.
      onInput={wake}
    >
      <SearchIcon className="pointer-events-none absolute start-0 size-4 text-muted-foreground" />
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        required
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        placeholder={t("search.placeholder")}
        aria-label={t("search.label")}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        className="h-10 w-full min-w-0 border-b border-border bg-transparent ps-6 text-sm outline-none placeholder:text-muted-foreground focus-visible:border-foreground focus-visible:ring-1 focus-visible:ring-ring"
      />
      {children}
      {awake && (
        <React.Suspense fallback={null}>
          <SearchAssist form={form} />
        </React.Suspense>
      )}
    </form>
  );
}

/**
 * The header's search: the field from a tablet's width up; on a phone, a button that opens the
 * results page with its own field. Not on that page, which has the field already, nor in the
 * admin, whose lists have searches of their own.
 */
export function SiteSearch() {
  const { t } = useT();
  const { pathname } = useLocation();
  if (pathname === "/search" || pathname.startsWith("/admin")) return null;
  return (
    <>
      <Link
        to="/search"
        aria-label={t("search.label")}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
      >
        <SearchIcon />
      </Link>
      <SearchForm id="site-search" className="ms-3 hidden w-52 md:flex lg:w-64" />
    </>
  );
}
