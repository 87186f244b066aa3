import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { clearSession, LOGIN_REDIRECT, setSession } from "@/features/auth";
import { renderPage } from "@/testing/render-page";
import AccountRoute from "./account";

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe("/account", () => {
  it("sends a guest to log in, asking nothing of the server", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderPage(<AccountRoute />, { path: "/account", pattern: "/account" });
    expect(await screen.findByRole("status", { name: "Current page" })).toHaveTextContent(
      LOGIN_REDIRECT,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the signed-in e-mail, My Orders, Change Password and Sign Out", async () => {
    setSession("t", { id: 3, email: "nour@example.com", role: "customer" });
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () => new Response("[]", { headers: { "Content-Type": "application/json" } }),
    );
    renderPage(<AccountRoute />, { path: "/account", pattern: "/account" });
    expect(screen.getByRole("heading", { name: "My Account", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("nour@example.com")).toBeInTheDocument();
    expect(await screen.findByText(/You have not placed an order yet/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Change Password" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });
});
