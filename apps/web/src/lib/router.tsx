import * as React from "react";
import { localeOfPath, localizePath, stripLocale, type Locale } from "@atelier/shared/locales";

/*
 * The store's router: the part of react-router's API this app uses (same names, same behaviour), in
 * about 2 KB instead of 13 KB gzip. `/` must load at most 100 KB of JavaScript
 * (docs/decisions/0007-hand-written-router.md) and React alone is two thirds of that;
 * react-router's data-router machinery, which this app does not use, could not be shaken out of its
 * bundle. Tested in router.test.tsx.
 */

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
};
export type NavigationType = "POP" | "PUSH" | "REPLACE";
export type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

type RouterState = {
  /** The page's path without its language prefix: what routes and components compare. */
  location: Location;
  /** The address bar's own location (`/ar/products`). */
  raw: Location;
  locale: Locale;
  action: NavigationType;
  navigate: NavigateFunction;
};
type RouteState = { params: Record<string, string>; outlet: React.ReactNode };

const RouterContext = React.createContext<RouterState | null>(null);
const RouteContext = React.createContext<RouteState>({ params: {}, outlet: null });

let keys = 0;
const nextKey = () => (++keys).toString(36);

/** Pages that exist in one language only (docs/product.md#languages: the admin is English). */
const UNLOCALIZED = /^\/(?:admin|api|uploads)(?:[/?#]|$)/;

/**
 * `to` in the page's language (docs/product.md#languages): an absolute path gets the
 * language's prefix, so components write `/products` and an Arabic page links to
 * `/ar/products`. A path that already
 * names a language, and the admin's, stay as they are; the language switcher uses plain links.
 */
export function localizeTo(to: string, locale: Locale): string {
  if (!to.startsWith("/") || to.startsWith("//") || UNLOCALIZED.test(to)) return to;
  const end = to.search(/[?#]/);
  const path = end === -1 ? to : to.slice(0, end);
  if (localeOfPath(path) !== "en" || locale === "en") return to;
  return localizePath(path, locale) + (end === -1 ? "" : to.slice(end));
}

/** Resolves `to` (absolute, or `?query` / `#hash` relative to the current page) into a location. */
function resolve(to: string, from: Location, state: unknown): Location {
  const url = new URL(to, `http://store${from.pathname}${from.search}`);
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: state ?? null,
    key: nextKey(),
  };
}

const href = (l: Pick<Location, "pathname" | "search" | "hash">) =>
  `${l.pathname}${l.search}${l.hash}`;

function useRouter(): RouterState {
  const router = React.useContext(RouterContext);
  if (!router) throw new Error("This component must be rendered inside a router.");
  return router;
}

/**
 * The browser's address bar as router state: pushState/replaceState on navigate, popstate on
 * Back and Forward. `state` rides in history.state, as react-router keeps it.
 */
function readBrowser(action: NavigationType): { location: Location; action: NavigationType } {
  const { pathname, search, hash } = window.location;
  const stored = window.history.state as { usr?: unknown; key?: string } | null;
  return {
    action,
    location: { pathname, search, hash, state: stored?.usr ?? null, key: stored?.key ?? "default" },
  };
}

export function BrowserRouter({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = React.useState(() => readBrowser("POP"));

  React.useEffect(() => {
    const onPop = () => setCurrent(readBrowser("POP"));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const navigate = React.useCallback<NavigateFunction>((to, options = {}) => {
    // The address bar is the source of truth, so two navigations in one event both land.
    const location = resolve(to, readBrowser("POP").location, options.state);
    const entry = { usr: location.state, key: location.key };
    if (options.replace) window.history.replaceState(entry, "", href(location));
    else window.history.pushState(entry, "", href(location));
    setCurrent({ location, action: options.replace ? "REPLACE" : "PUSH" });
  }, []);

  return (
    <Provider current={current} navigate={navigate}>
      {children}
    </Provider>
  );
}

/** A router that keeps its history in memory: for tests. */
export function MemoryRouter({
  initialEntries = ["/"],
  children,
}: {
  initialEntries?: string[];
  children: React.ReactNode;
}) {
  const start: Location = { pathname: "/", search: "", hash: "", state: null, key: "default" };
  const [current, setCurrent] = React.useState(() => ({
    location: resolve(initialEntries[initialEntries.length - 1] ?? "/", start, null),
    action: "POP" as NavigationType,
  }));
  const navigate = React.useCallback<NavigateFunction>((to, options = {}) => {
    setCurrent((prev) => ({
      location: resolve(to, prev.location, options.state),
      action: options.replace ? "REPLACE" : "PUSH",
    }));
  }, []);
  return (
    <Provider current={current} navigate={navigate}>
      {children}
    </Provider>
  );
}

function Provider({
  current,
  navigate,
  children,
}: {
  current: { location: Location; action: NavigationType };
  navigate: NavigateFunction;
  children: React.ReactNode;
}) {
  const value = React.useMemo(() => {
    const raw = current.location;
    const locale = localeOfPath(raw.pathname);
    return {
      location: { ...raw, pathname: stripLocale(raw.pathname) },
      raw,
      locale,
      action: current.action,
      navigate: ((to, options) => navigate(localizeTo(to, locale), options)) as NavigateFunction,
    };
  }, [current, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The page's location; its pathname has no language prefix (`/products` on `/ar/products`). */
export const useLocation = (): Location => useRouter().location;
/** The page's language, from the URL (docs/product.md#languages). */
export const useLocale = (): Locale => React.useContext(RouterContext)?.locale ?? "en";
/** The address bar's location with its language prefix (the language switcher). */
export const useRawLocation = (): Location => useRouter().raw;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
export const useNavigationType = (): NavigationType => useRouter().action;
export const useParams = <
  T extends Record<string, string> = Record<string, string>,
>(): Partial<T> => React.useContext(RouteContext).params as Partial<T>;

/** The search string as URLSearchParams, and a setter that replaces or pushes it. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate } = useRouter();
  const params = React.useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = React.useCallback(
    (
      next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
      options?: NavigateOptions,
    ) => {
      const value = typeof next === "function" ? next(new URLSearchParams(location.search)) : next;
      const search = value.toString();
      navigate(`${location.pathname}${search ? `?${search}` : ""}`, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, set];
}

/**
 * `pattern` against `pathname`: static segments (case-insensitive), `:name` parameters and a
 * final `*`. A trailing slash does not matter. Returns the parameters, or null.
 */
export function matchPath(
  pattern: string,
  pathname: string,
): { params: Record<string, string> } | null {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === "*") {
      params["*"] = have.slice(i).join("/");
      return { params };
    }
    const seg = have[i];
    if (seg === undefined) return null;
    if (part.startsWith(":")) {
      try {
        params[part.slice(1)] = decodeURIComponent(seg);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== seg.toLowerCase()) return null;
  }
  return have.length === want.length ? { params } : null;
}

type RouteProps = {
  path?: string;
  index?: boolean;
  element?: React.ReactNode;
  children?: React.ReactNode;
};

/** Declares a route inside <Routes>; renders nothing by itself. */
export function Route(_props: RouteProps): React.ReactElement | null {
  return null;
}

type RouteDef = { path?: string; index?: boolean; element: React.ReactNode; children: RouteDef[] };

function collect(children: React.ReactNode): RouteDef[] {
  const defs: RouteDef[] = [];
  React.Children.forEach(children, (child) => {
    if (!React.isValidElement<RouteProps>(child)) return;
    if (child.type === React.Fragment) {
      defs.push(...collect((child.props as { children?: React.ReactNode }).children));
      return;
    }
    defs.push({
      path: child.props.path,
      index: child.props.index,
      element: child.props.element ?? null,
      children: collect(child.props.children),
    });
  });
  return defs;
}

/** Static segments beat parameters, parameters beat a catch-all: the most specific route wins. */
function rank(path: string): number {
  return path
    .split("/")
    .filter(Boolean)
    .reduce((score, part) => score + (part === "*" ? -100 : part.startsWith(":") ? 3 : 10), 0);
}

type Match = { def: RouteDef; params: Record<string, string>; child?: Match };

function findMatch(defs: RouteDef[], pathname: string, base = ""): Match | null {
  let best: { match: Match; score: number } | null = null;
  for (const def of defs) {
    let match: Match | null = null;
    let score = 0;
    if (def.index) {
      if (pathname.replace(/\/+$/, "") === base.replace(/\/+$/, "")) {
        match = { def, params: {} };
        score = 1;
      }
    } else if (def.path === undefined) {
      // A layout route: it matches when one of its children does.
      const child = findMatch(def.children, pathname, base);
      if (child) {
        match = { def, params: child.params, child };
        score = child.def.path !== undefined || child.def.index ? rankOf(child, base) : 0;
      }
    } else {
      const full = def.path.startsWith("/") ? def.path : `${base.replace(/\/+$/, "")}/${def.path}`;
      const found = matchPath(full, pathname);
      if (found) {
        match = { def, params: found.params };
        score = rank(full);
      }
    }
    if (match && (!best || score > best.score)) best = { match, score };
  }
  return best?.match ?? null;
}

const rankOf = (match: Match, base: string): number =>
  match.def.index
    ? 1
    : rank(match.def.path?.startsWith("/") ? match.def.path : `${base}/${match.def.path ?? ""}`);

function renderMatch(match: Match): React.ReactNode {
  const outlet = match.child ? renderMatch(match.child) : null;
  return (
    <RouteContext.Provider value={{ params: match.params, outlet }}>
      {match.def.element ?? outlet}
    </RouteContext.Provider>
  );
}

/**
 * Renders the route that best matches the current location (nested routes render in <Outlet />).
 */
export function Routes({ children }: { children: React.ReactNode }) {
  const { location, locale } = useRouter();
  // The admin has no Arabic pages: /ar/admin is not a page.
  const pathname =
    locale !== "en" && UNLOCALIZED.test(location.pathname) ? "/\u0000" : location.pathname;
  const match = findMatch(collect(children), pathname);
  return match ? renderMatch(match) : null;
}

/** Where a layout route renders its matched child. */
export function Outlet() {
  return <>{React.useContext(RouteContext).outlet}</>;
}

/** Navigates once mounted: a redirect rendered by a component. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  React.useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<React.ComponentProps<"a">, "href"> & { to: string } & NavigateOptions;

/*
 * What a link does when the shopper shows intent (pointer over it, focus, a touch): app/router.tsx
 * sets it to start the page's chunk and words, so the click finds them on their way. (The build
 * has no dependency preloader of its own: vite.config.ts `modulePreload`.)
 */
let onIntent: (path: string) => void = () => {};
export const setLinkIntent = (next: (path: string) => void) => void (onIntent = next);

/**
 * An ordinary <a href>, so opening in a new tab, copying and crawling work; a plain left click
 * navigates inside the app instead of loading the page again.
 */
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset: _preventScrollReset, onClick, target, ...rest },
  ref,
) {
  const { raw, locale, navigate } = useRouter();
  const destination = resolve(localizeTo(to, locale), raw, state);
  const url = href(destination);
  const intent = () => onIntent(url);
  return (
    <a
      onPointerEnter={intent}
      onFocus={intent}
      onTouchStart={intent}
      {...rest}
      ref={ref}
      target={target}
      href={url}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          (target && target !== "_self") ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey
        )
          return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
});
