import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { SignupForm } from "./signup-form";

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirmPassword = password,
) {
  for (const [label, value] of [
    ["First name", "Nour"],
    ["Last name", "Hassan"],
    ["Email", "nour@example.com"],
  ] as const) {
    const field = screen.getByLabelText(label);
    if (!(field as HTMLInputElement).value) await user.type(field, value);
  }
  const passwordField = screen.getByLabelText("Password");
  const confirmField = screen.getByLabelText("Confirm password");
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.clear(confirmField);
  await user.type(confirmField, confirmPassword);
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

/** The newest toast (sonner puts it first), as the shopper reads it. */
async function latestToast(description: string) {
  const text = await screen.findByText(description);
  return text.closest("li") as HTMLElement;
}

describe("Sign Up password rules (docs/product.md#accounts)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    await dismissToasts();
  });

  it("shows each rule in turn, titled Password Invalid, then the mismatch, and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SignupForm />);

    const steps: [string, string, string, string?][] = [
      ["Ab1", "Password Invalid", "Password must be at least 8 characters long"],
      ["lowercase1", "Password Invalid", "Password must contain at least one uppercase letter"],
      ["UPPERCASE1", "Password Invalid", "Password must contain at least one lowercase letter"],
      ["NoDigitsHere", "Password Invalid", "Password must contain at least one number"],
      [
        "Tailored2026",
        "Password Mismatch",
        "Passwords do not match. Please try again.",
        "Tailored2027",
      ],
    ];
    for (const [password, title, description, confirm] of steps) {
      await fillForm(user, password, confirm);
      const toast = await latestToast(description);
      expect(within(toast).getByText(title)).toBeInTheDocument();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  }, 20_000);

  it("checks the length before anything else, even when every other rule fails too", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SignupForm />);
    await fillForm(user, "abc", "xyz");
    expect(
      await screen.findByText("Password must be at least 8 characters long"),
    ).toBeInTheDocument();
    expect(screen.queryByText("Passwords do not match. Please try again.")).not.toBeInTheDocument();
  });

  it("sends only e-mail and password, and says Signup Failed when the network is down", async () => {
    fetchSpy.mockRejectedValue(new TypeError("offline"));
    const user = userEvent.setup({ delay: null });
    renderPage(<SignupForm />);
    await fillForm(user, "Tailored2026");
    const toast = await latestToast("Network error. Please check your connection and try again.");
    expect(within(toast).getByText("Signup Failed")).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("/api/auth/signup");
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "nour@example.com",
      password: "Tailored2026",
    });
  });
});

describe("Sign Up on an Arabic page (/ar/signup)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    await dismissToasts();
  });

  it("says each rule of the policy in Arabic, in the same order, then the mismatch", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SignupForm />, { path: "/ar/signup" });
    expect(screen.getByRole("heading", { name: "إنشاء حساب" })).toBeInTheDocument();
    for (const [label, value] of [
      ["الاسم الأول", "نور"],
      ["اسم العائلة", "حسن"],
      ["البريد الإلكتروني", "nour@example.com"],
    ] as const)
      await user.type(screen.getByLabelText(label), value);
    const steps: [string, string, string, string?][] = [
      ["Ab1", "كلمة مرور غير صالحة", "يجب ألا تقل كلمة المرور عن 8 أحرف"],
      [
        "lowercase1",
        "كلمة مرور غير صالحة",
        "يجب أن تحتوي كلمة المرور على حرف لاتيني كبير واحد على الأقل",
      ],
      [
        "UPPERCASE1",
        "كلمة مرور غير صالحة",
        "يجب أن تحتوي كلمة المرور على حرف لاتيني صغير واحد على الأقل",
      ],
      ["NoDigitsHere", "كلمة مرور غير صالحة", "يجب أن تحتوي كلمة المرور على رقم واحد على الأقل"],
      [
        "Tailored2026",
        "كلمتا المرور غير متطابقتين",
        "كلمتا المرور غير متطابقتين. يُرجى المحاولة مرة أخرى.",
        "Tailored2027",
      ],
    ];
    for (const [password, title, description, confirm] of steps) {
      const passwordField = screen.getByLabelText("كلمة المرور");
      const confirmField = screen.getByLabelText("تأكيد كلمة المرور");
      await user.clear(passwordField);
      await user.type(passwordField, password);
      await user.clear(confirmField);
      await user.type(confirmField, confirm ?? password);
      await user.click(screen.getByRole("button", { name: "إنشاء الحساب" }));
      const toast = await latestToast(description);
      expect(within(toast).getByText(title)).toBeInTheDocument();
      await dismissToasts();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
