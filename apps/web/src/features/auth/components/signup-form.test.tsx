import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { dismissToasts, findToast, renderPage } from "@/testing/render-page";
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

const latestToast = (description: string) => findToast(description);

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
    const toast = await latestToast("Password must be at least 8 characters long");
    expect(within(toast).getByText("Password Invalid")).toBeInTheDocument();
    // One toast, the first failure; each field says its own under it (docs/product.md#forms).
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "At least 8 characters, with an uppercase letter, a lowercase letter and a number. Password must be at least 8 characters long",
    );
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(
      "Passwords do not match. Please try again.",
    );
    expect(screen.getByLabelText("Password")).toHaveFocus();
  });

  it("says under each empty field what it needs, in the page's order, and focuses the first", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SignupForm />);
    await user.type(screen.getByLabelText("Email"), "nour@example");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    const first = screen.getByLabelText("First name");
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveAccessibleDescription("Please enter your first name.");
    expect(screen.getByLabelText("Last name")).toHaveAccessibleDescription(
      "Please enter your last name.",
    );
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    // Its toast waits for the password's own turn: the first problem here has none.
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
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
