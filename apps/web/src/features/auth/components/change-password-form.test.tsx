import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PASSWORD_CHANGED_MESSAGE } from "@atelier/shared/auth";
import { clearSession, setSession } from "@/features/auth";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { ChangePasswordForm } from "./change-password-form";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeAll(async () => {
  await Promise.all([import("sonner"), import("@/components/ui/sonner-toaster")]);
});
afterEach(async () => {
  await dismissToasts();
  clearSession();
  vi.restoreAllMocks();
});

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Change Password" }));
}

describe("Change password", () => {
  it("holds the new password to the signup policy before asking the server", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderPage(<ChangePasswordForm />);
    await fill("Tailored2026", "tailored2027");
    expect(
      await screen.findByText("Password must contain at least one uppercase letter"),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends both passwords, says so, and empties the form", async () => {
    setSession("t", { id: 1, email: "nour@example.com", role: "customer" });
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(json(200, { message: PASSWORD_CHANGED_MESSAGE }));
    renderPage(<ChangePasswordForm />);
    await fill("Tailored2026", "Linen2027Summer");
    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe("/api/auth/change-password");
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      currentPassword: "Tailored2026",
      newPassword: "Linen2027Summer",
    });
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("shows a wrong current password and keeps the shopper signed in", async () => {
    setSession("t", { id: 1, email: "nour@example.com", role: "customer" });
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(400, { error: "Current password is incorrect.", errorCode: "BAD_REQUEST" }),
    );
    renderPage(<ChangePasswordForm />);
    await fill("Wrong2026", "Linen2027Summer");
    expect(await screen.findByText("Current password is incorrect.")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Current page" })).toHaveTextContent(/^\/$/);
  });
});

describe("Change password says what is wrong where it is wrong (docs/product.md#forms)", () => {
  it("names each wrong field under it, top to bottom, and focuses the first", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderPage(<ChangePasswordForm />);
    await user.type(screen.getByLabelText("New password"), "tailored");
    await user.type(screen.getByLabelText("Confirm new password"), "tailored2");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    const current = screen.getByLabelText("Current password");
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute("aria-invalid", "true");
    expect(current).toHaveAccessibleDescription("Please enter your current password.");
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      "At least 8 characters, with an uppercase letter, a lowercase letter and a number. Password must contain at least one uppercase letter",
    );
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "Passwords do not match. Please try again.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says it in Arabic on /ar/account", async () => {
    const user = userEvent.setup();
    renderPage(<ChangePasswordForm />, { path: "/ar/account" });
    await user.click(screen.getByRole("button", { name: "تغيير كلمة المرور" }));
    expect(screen.getByLabelText("كلمة المرور الحالية")).toHaveAccessibleDescription(
      "يُرجى إدخال كلمة المرور الحالية.",
    );
  });
});
