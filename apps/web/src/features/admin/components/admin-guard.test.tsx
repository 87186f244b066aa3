import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "@/lib/router";
import { clearSession, setSession } from "@/features/auth";
import { AdminGuard } from "./admin-guard";

function LoginProbe() {
  const location = useLocation();
  return <p>login page {new URLSearchParams(location.search).get("message")}</p>;
}

function renderAt(path: string, permission?: "orders.view" | "analytics") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin"
          element={
            <AdminGuard permission={permission}>
              <p>admin data</p>
            </AdminGuard>
          }
        />
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => clearSession());

describe("AdminGuard", () => {
  it("sends a guest to log in, with the login message", () => {
    renderAt("/admin");
    expect(screen.getByText("login page login-required")).toBeInTheDocument();
    expect(screen.queryByText("admin data")).toBeNull();
  });

  it("tells a signed-in customer the area is not theirs, and keeps them signed in", () => {
    setSession("customer-token", { id: 2, email: "nour@example.com", role: "customer" });
    renderAt("/admin");
    expect(screen.getByText("This area is for the store's administrators.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("admin data")).toBeNull();
    expect(sessionStorage.getItem("token")).toBe("customer-token");
  });

  it("shows an admin the page", () => {
    setSession("admin-token", { id: 1, email: "admin@example.com", role: "admin" });
    renderAt("/admin");
    expect(screen.getByText("admin data")).toBeInTheDocument();
  });

  it("lets staff into the order desk but not into the admin's pages (issue 33)", () => {
    setSession("staff-token", { id: 3, email: "salma@example.com", role: "staff" });
    renderAt("/admin");
    expect(screen.getByText("admin data")).toBeInTheDocument();
  });

  it("tells staff a page of the admin's is not theirs, and points back to the dashboard", () => {
    setSession("staff-token", { id: 3, email: "salma@example.com", role: "staff" });
    renderAt("/admin", "analytics");
    expect(screen.getByRole("heading", { name: "For the store's admin" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to the dashboard" })).toHaveAttribute(
      "href",
      "/admin",
    );
    expect(screen.queryByText("admin data")).toBeNull();
    expect(sessionStorage.getItem("token")).toBe("staff-token");
  });
});
