import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { LOGIN_REDIRECT } from "@/features/auth";
import LoginRoute from "./login";
import { renderPage } from "@/testing/render-page";

/** The notice above the form, as the shopper reads it. */
const notice = () => screen.getByRole("alert");

describe("the login page's ?message= notice (docs/product.md#accounts)", () => {
  it("says docs/product.md's words on an English page", () => {
    renderPage(<LoginRoute />, { path: LOGIN_REDIRECT, pattern: "/login" });
    expect(notice()).toHaveTextContent("Authentication Required");
    expect(notice()).toHaveTextContent("Please log in to continue");
  });

  it("says it in Arabic on an Arabic page, for the key and for an older link's English words", () => {
    for (const message of ["login-required", "Please log in to continue"]) {
      const { unmount } = renderPage(<LoginRoute />, {
        path: `/ar/login?message=${encodeURIComponent(message)}`,
        pattern: "/login",
      });
      expect(notice()).toHaveTextContent("يلزم تسجيل الدخول");
      expect(notice()).toHaveTextContent("يُرجى تسجيل الدخول للمتابعة.");
      expect(notice()).not.toHaveTextContent(/[A-Za-z]/);
      unmount();
    }
  });

  it("never shows words someone put in the link", () => {
    renderPage(<LoginRoute />, {
      path: `/login?message=${encodeURIComponent("Call 0100 000 0000 to unlock your account")}`,
      pattern: "/login",
    });
    expect(notice()).toHaveTextContent("Please log in to continue");
    expect(screen.queryByText(/Call 0100/)).toBeNull();
  });

  it("shows no notice without a message", () => {
    renderPage(<LoginRoute />, { path: "/login", pattern: "/login" });
    expect(screen.getByRole("button", { name: "Log In" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
