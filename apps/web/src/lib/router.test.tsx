import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  setLinkIntent,
  useLocation,
  useNavigationType,
  useParams,
  useSearchParams,
} from "./router";

function Where() {
  const { pathname, search } = useLocation();
  return (
    <output aria-label="Current page">
      {pathname + search} {useNavigationType()}
    </output>
  );
}

function Product() {
  const { id } = useParams<{ id: string }>();
  return <h1>Product {id}</h1>;
}

function Sorter() {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      onClick={() =>
        setParams(
          (current) => {
            current.set("sort", "price-asc");
            return current;
          },
          { replace: true },
        )
      }
    >
      sorted by {params.get("sort") ?? "name"}
    </button>
  );
}

function Layout() {
  return (
    <div>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/products">Products</Link>
        <Link to="/product/7">Seven</Link>
        <Link to="/products/new">New</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

const routes = (
  <Routes>
    <Route element={<Layout />}>
      <Route index element={<h1>Home</h1>} />
      <Route path="products" element={<Sorter />} />
      <Route path="products/new" element={<h1>New arrivals</h1>} />
      <Route path="product/:id" element={<Product />} />
      <Route path="old" element={<Navigate to="/products?sort=price-desc" replace />} />
      <Route path="*" element={<h1>Not found</h1>} />
    </Route>
  </Routes>
);

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {routes}
      <Where />
    </MemoryRouter>,
  );

const page = () => screen.getByRole("status", { name: "Current page" }).textContent;

describe("matchPath", () => {
  it("matches static segments, parameters and a catch-all", () => {
    expect(matchPath("/products", "/products/")).toEqual({ params: {} });
    expect(matchPath("/products", "/Products")).toEqual({ params: {} });
    expect(matchPath("/product/:id", "/product/42")).toEqual({ params: { id: "42" } });
    expect(matchPath("/product/:id", "/product/a%20b")).toEqual({ params: { id: "a b" } });
    expect(matchPath("/product/:id", "/product")).toBeNull();
    expect(matchPath("/product/:id", "/product/1/2")).toBeNull();
    expect(matchPath("/*", "/no/such/page")).toEqual({ params: { "*": "no/such/page" } });
    expect(matchPath("/product/:id", "/product/%E0%A4%A")).toBeNull();
  });
});

describe("Routes", () => {
  it("renders the index inside the layout at /", () => {
    at("/");
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
  });

  it("prefers a static path over a parameter, and either over the catch-all", () => {
    at("/products/new");
    expect(screen.getByRole("heading", { name: "New arrivals" })).toBeInTheDocument();
  });

  it("passes parameters to the page", () => {
    at("/product/18");
    expect(screen.getByRole("heading", { name: "Product 18" })).toBeInTheDocument();
  });

  it("falls through to the catch-all for an unknown path", () => {
    at("/no/such/page");
    expect(screen.getByRole("heading", { name: "Not found" })).toBeInTheDocument();
  });

  it("redirects with <Navigate>", () => {
    at("/old");
    expect(page()).toBe("/products?sort=price-desc REPLACE");
  });
});

describe("Link and useSearchParams", () => {
  it("navigates on a plain click without loading the page", async () => {
    const user = userEvent.setup();
    at("/");
    await user.click(screen.getByRole("link", { name: "Seven" }));
    expect(screen.getByRole("heading", { name: "Product 7" })).toBeInTheDocument();
    expect(page()).toBe("/product/7 PUSH");
  });

  it("leaves a modified click (new tab) to the browser", async () => {
    const user = userEvent.setup();
    at("/");
    // After React has seen the click: note whether the link left it to the browser, then stop
    // jsdom from trying to open the page.
    let leftToBrowser: boolean | undefined;
    const spy = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", spy);
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("link", { name: "Seven" }));
    await user.keyboard("{/Control}");
    window.removeEventListener("click", spy);
    expect(leftToBrowser).toBe(true);
    expect(page()).toBe("/ POP");
  });

  it("announces the page a shopper points at, focuses or touches, before any click", async () => {
    const user = userEvent.setup();
    const wanted: string[] = [];
    setLinkIntent((path) => wanted.push(path));
    try {
      at("/");
      await user.hover(screen.getByRole("link", { name: "Seven" }));
      expect(wanted).toEqual(["/product/7"]);
      expect(page()).toBe("/ POP"); // only announced, not followed
    } finally {
      setLinkIntent(() => {});
    }
  });

  it("updates the query string in place", async () => {
    const user = userEvent.setup();
    at("/products");
    await user.click(screen.getByRole("button", { name: "sorted by name" }));
    expect(screen.getByRole("button", { name: "sorted by price-asc" })).toBeInTheDocument();
    expect(page()).toBe("/products?sort=price-asc REPLACE");
  });
});

describe("BrowserRouter", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("writes the address bar and follows Back", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/");
    render(
      <BrowserRouter>
        {routes}
        <Where />
      </BrowserRouter>,
    );
    await user.click(screen.getByRole("link", { name: "Products" }));
    expect(window.location.pathname).toBe("/products");
    await user.click(screen.getByRole("button", { name: "sorted by name" }));
    expect(window.location.search).toBe("?sort=price-asc");

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(page()).toBe("/ POP");
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
  });
});
