import { lazy, useEffect, useState } from "react";
import { SERVER_DRAWN_PAGES } from "@atelier/shared/first-paint";
import { localeOfPath, stripLocale } from "@atelier/shared/locales";
import type * as React from "react";
import {
  BrowserRouter,
  matchPath,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  setLinkIntent,
} from "@/lib/router";
import { setNavigator } from "@/lib/navigation";
import { loadMessages, usePageMessages, type PartName } from "@/i18n";
import { RootLayout } from "./root-layout";

/*
 * Declarative routes on the store's own small router (lib/router.tsx). Every page is its own chunk,
 * so the shell that every visit downloads stays small and `/` loads only what it shows (the 100 KB
 * budget of docs/decisions/0004-first-paint.md).
 */
const loadHome = () => import("./routes/home");

type PageModule = Promise<{ default: React.ComponentType }>;
/*
 * The third column: the page's own parts of the messages (src/i18n/README.md), loaded with its
 * chunk in its language only; the shell's are always there. "errors": the API errors of a form.
 */
const FORM: PartName[] = ["errors"];
const PAGES: [path: string | undefined, load: () => PageModule, parts?: PartName[]][] = [
  [undefined, loadHome, ["home"]],
  // Drawn on the server too: their paths are the contract's (@atelier/shared/first-paint).
  [SERVER_DRAWN_PAGES.products.path.slice(1), () => import("./routes/products"), ["products"]],
  [
    SERVER_DRAWN_PAGES.product.path.slice(1),
    () => import("./routes/product"),
    ["products", ...FORM],
  ],
  ["cart", () => import("./routes/cart"), ["checkout", ...FORM]],
  ["checkout", () => import("./routes/checkout"), ["checkout", ...FORM]],
  ["order-confirmation", () => import("./routes/order-confirmation"), ["checkout", ...FORM]],
  ["verify-guest", () => import("./routes/verify-guest"), ["checkout", ...FORM]],
  [SERVER_DRAWN_PAGES.policies.path.slice(1), () => import("./routes/policies"), ["policies"]],
  [SERVER_DRAWN_PAGES.about.path.slice(1), () => import("./routes/about"), ["about"]],
  [SERVER_DRAWN_PAGES.contact.path.slice(1), () => import("./routes/contact"), ["contact"]],
  [SERVER_DRAWN_PAGES.search.path.slice(1), () => import("./routes/search"), ["products"]],
  ["login", () => import("./routes/login"), ["auth", ...FORM]],
  ["signup", () => import("./routes/signup"), ["auth", ...FORM]],
  ["forgot-password", () => import("./routes/forgot-password"), ["auth", ...FORM]],
  ["reset-password", () => import("./routes/reset-password"), ["auth", ...FORM]],
  // The order's lines and totals use the checkout's words (summary).
  // …and the password policy's words for its change-password form (auth).
  ["account", () => import("./routes/account"), ["checkout", "auth", "orders", ...FORM]],
  ["orders/:id", () => import("./routes/order"), ["checkout", "orders", ...FORM]],
  ["track", () => import("./routes/track"), ["orders", ...FORM]],
  ["admin", () => import("./routes/admin/dashboard")],
  ["admin/products", () => import("./routes/admin/products")],
  // The list and one order (admin/orders/{id}): one entry, see routes/admin/orders.tsx.
  ["admin/orders/*", () => import("./routes/admin/orders")],
  ["admin/payments", () => import("./routes/admin/payments")],
  // Shipping zones share the payments' chunk, as size guides share the products' (below).
  ["admin/shipping", () => import("./routes/admin/payments")],
  // Discount codes too (issue 31), and the analytics (issue 33).
  ["admin/discounts", () => import("./routes/admin/payments")],
  ["admin/analytics", () => import("./routes/admin/payments")],
  // …and the team (issue 33): the admin's alone, like the money.
  ["admin/team", () => import("./routes/admin/payments")],
  // The audit log (issue 33) as well.
  ["admin/audit", () => import("./routes/admin/payments")],
  // Size guides share the products' chunk: its import repeats the line above, which costs the
  // first page's JavaScript (whose budget is spent) a few bytes, not a chunk name's.
  ["admin/size-guides", () => import("./routes/admin/products")],
  ["admin/search-synonyms", () => import("./routes/admin/products")],
  ["*", () => import("./routes/not-found")],
];
/*
 * A page whose chunk is already here renders at once; otherwise it is lazy. main.tsx loads the
 * first page's chunk before the first render, so the server-drawn data appears in one paint
 * instead of a blank fallback first.
 */
const loaded = new Map<() => PageModule, React.ComponentType>();
function pageFor(load: () => PageModule, parts: PartName[] = []): React.ComponentType {
  const Lazy = lazy(() =>
    load().then((m) => {
      loaded.set(load, m.default);
      return m;
    }),
  );
  return function Page() {
    // Reached by a link: its words arrive before it shows (on the first page, preloadPage did it).
    usePageMessages(parts);
    // Chosen once per visit to the page: switching from Lazy to the module later would remount it.
    const [Ready] = useState(() => loaded.get(load) ?? Lazy);
    return <Ready />;
  };
}
const ROUTES = PAGES.map(([path, load, parts]) => ({ path, Page: pageFor(load, parts) }));

function pageAt(fullPath: string) {
  const pathname = stripLocale(fullPath);
  return (
    PAGES.find(([path]) => path && path !== "*" && matchPath(`/${path}`, pathname)) ??
    PAGES.find(([path]) => (path === undefined ? pathname === "/" : path === "*"))
  );
}

/** The parts of the messages the page at `fullPath` lists (the server inlines them). */
export const pagePartsAt = (fullPath: string): PartName[] => pageAt(fullPath)?.[2] ?? [];

/**
 * Loads the chunk of the page at `pathname` and its parts of the messages in the page's language;
 * a failure is left to the lazy path and its error boundary.
 */
export async function preloadPage(fullPath: string): Promise<void> {
  const hit = pageAt(fullPath);
  if (!hit) return;
  try {
    const [page] = await Promise.all([hit[1](), loadMessages(localeOfPath(fullPath), hit[2])]);
    loaded.set(hit[1], page.default);
  } catch {
    // Rendered lazily instead, where the route's error boundary can offer a retry.
  }
}

// A link the shopper points at, focuses or touches starts its page's download (lib/router.tsx).
setLinkIntent((path) => void preloadPage(new URL(path, "http://store").pathname));

/** Lets the API client and session navigate without a page load (lib/navigation.ts). */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/** A new page starts at the top; Back and Forward keep the browser's restored position. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== "POP") window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(({ path, Page }) =>
          path ? (
            <Route key={path} path={path} element={<Page />} />
          ) : (
            <Route key="/" index element={<Page />} />
          ),
        )}
      </Route>
    </Routes>
  );
}

/**
 * In the browser the address bar drives it; on the server (entry-server.tsx), the request's URL.
 */
export function AppRouter({ url }: { url?: string }) {
  const app = (
    <>
      <NavigatorBridge />
      <ScrollToTop />
      <AppRoutes />
    </>
  );
  return url === undefined ? (
    <BrowserRouter>{app}</BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[url]}>{app}</MemoryRouter>
  );
}
