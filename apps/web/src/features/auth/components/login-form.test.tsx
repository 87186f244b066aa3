import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { LoginForm } from "./login-form";
import { ForgotPasswordForm } from "./forgot-password-form";

beforeAll(async () => {
  await Promise.all([import("sonner"), import("@/components/ui/sonner-toaster")]);
});
afterEach(async () => {
  await dismissToasts();
  vi.restoreAllMocks();
});

describe("Log In says what is wrong where it is wrong (docs/product.md#forms)", () => {
  it("names the empty fields under them, focuses the first and sends nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderPage(<LoginForm />);
    await user.click(screen.getByRole("button", { name: "Log In" }));
    const email = screen.getByLabelText("Email");
    const password = screen.getByLabelText("Password");
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter your email address.");
    expect(password).toHaveAccessibleDescription("Please enter your password.");

    // A typo in the address: its own words; the password, once typed, is fine.
    await user.type(email, "nour@example");
    await user.type(password, "Tailored2026");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(password).not.toHaveAttribute("aria-invalid");
    expect(password).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(email).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says it in Arabic on /ar/login", async () => {
    const user = userEvent.setup();
    renderPage(<LoginForm />, { path: "/ar/login" });
    await user.type(screen.getByLabelText("البريد الإلكتروني"), "nour@example.com");
    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    const password = screen.getByLabelText("كلمة المرور");
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription("يُرجى إدخال كلمة المرور.");
    expect(screen.getByLabelText("البريد الإلكتروني")).not.toHaveAttribute("aria-invalid");
  });
});

describe("Forgot password says what is wrong where it is wrong (docs/product.md#forms)", () => {
  it("names an empty or malformed address under it, in both languages, and sends nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    const { unmount } = renderPage(<ForgotPasswordForm />);
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    const email = screen.getByLabelText("Email");
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription("Please enter your email address.");
    await user.type(email, "nour.example.com");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    unmount();

    renderPage(<ForgotPasswordForm />, { path: "/ar/forgot-password" });
    await user.type(screen.getByLabelText("البريد الإلكتروني"), "nour@");
    await user.click(screen.getByRole("button", { name: "أرسلوا رابط إعادة التعيين" }));
    expect(screen.getByLabelText("البريد الإلكتروني")).toHaveAccessibleDescription(
      "يُرجى إدخال بريد إلكتروني صحيح.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
