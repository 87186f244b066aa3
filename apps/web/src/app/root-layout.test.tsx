import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartProvider } from "@/features/cart/components/cart-provider";
import { setNavigator } from "@/lib/navigation";
import { clearSession, getSession, setSession } from "@/features/auth/session";
import { renderPage } from "@/testing/render-page";
import { RootLayout } from "./root-layout";

function renderLayout() {
  renderPage(
    <CartProvider>
      <RootLayout />
    </CartProvider>,
  );
  return userEvent.setup();
}

// The sidebar's menu and the footer are lazy chunks: load them once so no test waits on a cold
// import.
beforeAll(async () => {
  await Promise.all([
    import("@/components/layout/app-sidebar-nav"),
    import("@/components/layout/footer"),
  ]);
});

afterEach(() => {
  clearSession();
  document.cookie = "sidebar_state=; max-age=0; path=/";
  document.documentElement.classList.remove("dark");
  vi.restoreAllMocks();
});

describe("layout (docs/product.md#storefront-layout)", () => {
  it("gives a guest Navigation and Account, and no Admin group", async () => {
    renderLayout();
    const sidebar = screen.getByRole("complementary", { name: "Site" });
    const nav = await within(sidebar).findByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Home", "Our Products", "Policies", "About Us", "Contact Us"]);
    expect(within(sidebar).getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    expect(within(sidebar).getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/signup",
    );
    expect(within(sidebar).queryByText("Admin")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/cart");
  });

  it("shows an admin their e-mail, role, the Admin group, and signs out to /", async () => {
    setSession("t", { id: 1, email: "owner@maisonzamalek.com", role: "admin" });
    const visited: string[] = [];
    setNavigator((to) => visited.push(to));
    const user = renderLayout();
    const sidebar = screen.getByRole("complementary", { name: "Site" });
    expect(await within(sidebar).findByText("owner@maisonzamalek.com")).toBeInTheDocument();
    expect(within(sidebar).getByText("admin")).toBeInTheDocument();
    expect(within(sidebar).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/admin",
    );
    expect(within(sidebar).getByRole("link", { name: "Products" })).toHaveAttribute(
      "href",
      "/admin/products",
    );
    expect(within(sidebar).queryByRole("link", { name: "Log In" })).not.toBeInTheDocument();

    await user.click(within(sidebar).getByRole("button", { name: "Sign Out" }));
    expect(getSession()).toBeNull();
    expect(visited).toEqual(["/"]);
    expect(await within(sidebar).findByRole("link", { name: "Log In" })).toBeInTheDocument();
  });

  it("names a customer's role in the page's language under their e-mail", async () => {
    setSession("t", { id: 2, email: "nour@example.com", role: "customer" });
    renderPage(
      <CartProvider>
        <RootLayout />
      </CartProvider>,
      { path: "/ar" },
    );
    const sidebar = screen.getByRole("complementary", { name: "الموقع" });
    expect(await within(sidebar).findByText("nour@example.com")).toBeInTheDocument();
    expect(within(sidebar).getByText("عميل")).toBeInTheDocument();
    expect(within(sidebar).queryByText("customer")).not.toBeInTheDocument();
  });

  it("collapses to icons with Ctrl+B and remembers it in a cookie", async () => {
    const user = renderLayout();
    const sidebar = screen.getByRole("complementary", { name: "Site" });
    expect(sidebar).toHaveAttribute("data-state", "expanded");
    await user.keyboard("{Control>}b{/Control}");
    expect(sidebar).toHaveAttribute("data-state", "collapsed");
    expect(document.cookie).toContain("sidebar_state=false");
    await user.click(screen.getByRole("button", { name: "Toggle Sidebar" }));
    expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect(document.cookie).toContain("sidebar_state=true");
  });

  it("toggles the theme and stores it under theme", async () => {
    const user = renderLayout();
    await user.click(screen.getByRole("button", { name: "Toggle theme" }));
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    await user.click(screen.getByRole("button", { name: "Toggle theme" }));
    expect(localStorage.getItem("theme")).toBe("light");
  });
});
