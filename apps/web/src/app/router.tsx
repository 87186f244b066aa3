import { lazy, useEffect, useState } from "react";
import { SERVER_DRAWN_PAGES } from "@atelier/shared/first-paint";
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
} from "@/lib/router";
import { setNavigator } from "@/lib/navigation";
import { RootLayout } from "./root-layout";

/*
 * Declarative routes on the store's own small router (lib/router.tsx). Every page is its own chunk,
 * so the shell that every visit downloads stays small and `/` loads only what it shows (the 100 KB
 * budget of docs/decisions/0004-first-paint.md).
 */
const loadHome = () => import("./routes/home");

type PageModule = Promise<{ default: React.ComponentType }>;
const PAGES: [path: string | undefined, load: () => PageModule][] = [
  [undefined, loadHome],
  // Drawn on the server too: their paths are the contract's (@atelier/shared/first-paint).
  [SERVER_DRAWN_PAGES.products.path.slice(1), () => import("./routes/products")],
  [SERVER_DRAWN_PAGES.product.path.slice(1), () => import("./routes/product")],
  ["cart", () => import("./routes/cart")],
  ["checkout", () => import("./routes/checkout")],
  ["order-confirmation", () => import("./routes/order-confirmation")],
  ["verify-guest", () => import("./routes/verify-guest")],
  [SERVER_DRAWN_PAGES.policies.path.slice(1), () => import("./routes/policies")],
  [SERVER_DRAWN_PAGES.about.path.slice(1), () => import("./routes/about")],
  [SERVER_DRAWN_PAGES.contact.path.slice(1), () => import("./routes/contact")],
  ["login", () => import("./routes/login")],
  ["signup", () => import("./routes/signup")],
  ["forgot-password", () => import("./routes/forgot-password")],
  ["reset-password", () => import("./routes/reset-password")],
  ["account", () => import("./routes/account")],
  ["orders/:id", () => import("./routes/order")],
  ["track", () => import("./routes/track")],
  ["admin", () => import("./routes/admin/dashboard")],
  ["admin/products", () => import("./routes/admin/products")],
  // The list and one order (admin/orders/{id}): one entry, see routes/admin/orders.tsx.
  ["admin/orders/*", () => import("./routes/admin/orders")],
  ["admin/payments", () => import("./routes/admin/payments")],
  ["*", () => import("./routes/not-found")],
];
/*
 * A page whose chunk is already here renders at once; otherwise it is lazy. main.tsx loads the
 * first page's chunk before the first render, so the server-drawn data appears in one paint
 * instead of a blank fallback first.
 */
const loaded = new Map<() => PageModule, React.ComponentType>();
function pageFor(load: () => PageModule): React.ComponentType {
  const Lazy = lazy(() =>
    load().then((m) => {
      loaded.set(load, m.default);
      return m;
    }),
  );
  return function Page() {
    // Chosen once per visit to the page: switching from Lazy to the module later would remount it.
    const [Ready] = useState(() => loaded.get(load) ?? Lazy);
    return <Ready />;
  };
}
const ROUTES = PAGES.map(([path, load]) => ({ path, Page: pageFor(load) }));

/**
 * Loads the chunk of the page at `pathname`; a failure is left to the lazy path and its error
 * boundary.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const hit =
    PAGES.find(([path]) => path && path !== "*" && matchPath(`/${path}`, pathname)) ??
    PAGES.find(([path]) => (path === undefined ? pathname === "/" : path === "*"));
  if (!hit) return;
  try {
    loaded.set(hit[1], (await hit[1]()).default);
  } catch {
    // Rendered lazily instead, where the route's error boundary can offer a retry.
  }
}

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
