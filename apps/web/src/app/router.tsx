import { lazy, useEffect } from "react";
import type * as React from "react";
import {
  BrowserRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
} from "react-router";
import { setNavigator } from "@/lib/navigation";
import { RootLayout } from "./root-layout";

/*
 * Declarative routes (react-router's data router would double the router's weight for loaders
 * we do not use). Every page is its own chunk, so the shell that every visit downloads stays
 * small and `/` loads only what it shows (issue 4's budget; main.tsx starts Home's chunk early).
 */
export const loadHome = () => import("./routes/home");

type PageModule = Promise<{ default: React.ComponentType }>;
const PAGES: [path: string | undefined, load: () => PageModule][] = [
  [undefined, loadHome],
  ["products", () => import("./routes/products")],
  ["product/:id", () => import("./routes/product")],
  ["cart", () => import("./routes/cart")],
  ["checkout", () => import("./routes/checkout")],
  ["order-confirmation", () => import("./routes/order-confirmation")],
  ["verify-guest", () => import("./routes/verify-guest")],
  ["policies", () => import("./routes/policies")],
  ["about", () => import("./routes/about")],
  ["contact", () => import("./routes/contact")],
  ["login", () => import("./routes/login")],
  ["signup", () => import("./routes/signup")],
  ["forgot-password", () => import("./routes/forgot-password")],
  ["reset-password", () => import("./routes/reset-password")],
  ["admin", () => import("./routes/admin/dashboard")],
  ["admin/products", () => import("./routes/admin/products")],
  ["*", () => import("./routes/not-found")],
];
const ROUTES = PAGES.map(([path, load]) => ({ path, Page: lazy(load) }));

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

export function AppRoutes() {
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

export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <ScrollToTop />
      <AppRoutes />
    </BrowserRouter>
  );
}
