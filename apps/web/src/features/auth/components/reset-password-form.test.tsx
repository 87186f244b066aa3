import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToasts, findToast, renderPage } from "@/testing/render-page";
import { ResetPasswordForm } from "./reset-password-form";

const toastWith = (description: string) => findToast(description);

describe("Reset password rules (docs/product.md#accounts)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    await dismissToasts();
  });

  it("keeps Reset Password disabled while either field is empty, and asks for 6 characters in each", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<ResetPasswordForm token="abc" />, { path: "/reset-password?token=abc" });
    const submit = screen.getByRole("button", { name: "Reset Password" });
    const password = screen.getByLabelText("New password");
    const confirm = screen.getByLabelText("Confirm new password");
    expect(password).toHaveAttribute("minLength", "6");
    expect(confirm).toHaveAttribute("minLength", "6");
    expect(password).toBeRequired();
    expect(submit).toBeDisabled();
    await user.type(password, "Tailored2026");
    expect(submit).toBeDisabled();
    await user.type(confirm, "T");
    expect(submit).toBeEnabled();
    await user.clear(password);
    expect(submit).toBeDisabled();
  });

  it("greets a member invited to the team, who sets a first password (issue 33)", async () => {
    fetchSpy.mockResolvedValue(
      new Response(JSON.stringify({ message: "ok" }), {
        headers: { "Content-Type": "application/json" },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<ResetPasswordForm token="abc" join />, {
      path: "/reset-password?token=abc&join=1",
    });
    expect(screen.getByRole("heading", { name: "Set Your Password" })).toBeVisible();
    expect(screen.getByText("Welcome")).toBeVisible();
    await user.type(screen.getByLabelText("New password"), "Tailored2026");
    await user.type(screen.getByLabelText("Confirm new password"), "Tailored2026");
    await user.click(screen.getByRole("button", { name: "Set Your Password" }));
    expect(await screen.findByRole("heading", { name: "Password Set" })).toBeVisible();
  });

  // docs/product.md#forms: the page's order, the new password first (issue 24; the match came
  // first before).
  it("holds the new password to the signup rules, then says Passwords don't match, before sending", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<ResetPasswordForm token="abc" />, { path: "/reset-password?token=abc" });
    const password = screen.getByLabelText("New password");
    const confirm = screen.getByLabelText("Confirm new password");
    const submit = screen.getByRole("button", { name: "Reset Password" });

    await user.type(password, "tailored");
    await user.type(confirm, "tailoreD");
    await user.click(submit);
    const first = await toastWith("Password must contain at least one uppercase letter");
    expect(within(first).getByText("Password Invalid")).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription("Please make sure both passwords are the same.");
    await dismissToasts();

    await user.clear(password);
    await user.clear(confirm);
    await user.type(password, "Tailored2026");
    await user.type(confirm, "Tailored2027");
    await user.click(submit);
    const mismatch = await toastWith("Please make sure both passwords are the same.");
    expect(within(mismatch).getByText("Passwords don't match")).toBeInTheDocument();
    expect(confirm).toHaveFocus();
    expect(password).not.toHaveAttribute("aria-invalid");

    await user.clear(password);
    await user.clear(confirm);
    await user.type(password, "tailored");
    await user.type(confirm, "tailored");
    await user.click(submit);
    const weak = await toastWith("Password must contain at least one uppercase letter");
    expect(within(weak).getByText("Password Invalid")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("without a token says the link is invalid and goes to /login", async () => {
    renderPage(<ResetPasswordForm token={null} />, {
      path: "/reset-password",
      pattern: "/reset-password",
    });
    const toast = await toastWith("This password reset link is invalid or has expired.");
    expect(within(toast).getByText("Invalid reset link")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Current page" })).toHaveTextContent(/^\/login$/);
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    // One toast, not one per effect run.
    expect(screen.getAllByText("Invalid reset link")).toHaveLength(1);
  });
});
