import { z } from "zod";
import { canonicalEmail, EMAIL_MAX, isEmail } from "./email";
import { LOCALES } from "./locales";

/** A shopper, or a member of the store's team (issue 33: packages/shared/src/permissions.ts). */
export const ROLES = ["customer", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const SIGNUP_PASSWORD_MIN = 8;
export const RESET_PASSWORD_INPUT_MIN = 6;

/**
 * The signup password policy (docs/product.md#accounts), checked in order; the first failure is the
 * message.
 * Returns null when the password is acceptable. The server enforces it on signup and reset.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < SIGNUP_PASSWORD_MIN)
    return `Password must be at least ${SIGNUP_PASSWORD_MIN} characters long`;
  if (!/[A-Z]/.test(password)) return "Password must contain at least one uppercase letter";
  if (!/[a-z]/.test(password)) return "Password must contain at least one lowercase letter";
  if (!/[0-9]/.test(password)) return "Password must contain at least one number";
  return null;
}

/**
 * The e-mail field of every request schema, named in its errors. Lower-cased before the length
 * check: some letters grow ("İ" becomes two code units), and the stored address must still fit
 * its column.
 */
export function emailField(field = "email") {
  return z
    .string({ error: `${field} is required` })
    .overwrite(canonicalEmail)
    .min(1, { error: `${field} is required` })
    .max(EMAIL_MAX, { error: `${field} is too long` })
    .refine(isEmail, { error: `${field} must be a valid e-mail address`, abort: true });
}

const email = /* @__PURE__ */ emailField();

const password = z
  .string({ error: "password is required" })
  .min(1, { error: "password is required" })
  .max(256, { error: "password is too long" });

// Marked pure so a bundle that only needs passwordProblem leaves zod out (see
// apps/web/vite.config.ts).
const strongPassword = /* @__PURE__ */ password.superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export const emailSchema = email;

export const signupBodySchema = z.strictObject({ email, password: strongPassword });
export const loginBodySchema = z.strictObject({ email, password });
/**
 * The storefront language a request comes from, so the mail it causes is written in it
 * (issue 16): optional, English when left out, anything else a 400.
 */
export const languageSchema = z
  // A literal, not LOCALES.join(): the web bundle keeps top-level calls, and with them zod
  // (apps/web/test/budget.test.ts).
  .enum(LOCALES, { error: "language must be one of en, ar" })
  .optional();

export const forgotPasswordBodySchema = z.strictObject({ email, language: languageSchema });
export const resetPasswordBodySchema = z.strictObject({
  token: z.string({ error: "token is required" }).min(1, { error: "token is required" }).max(200),
  password: strongPassword,
});

/** My Account: the current password proves it is the owner; the new one keeps the signup policy. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: password,
  newPassword: strongPassword,
});
export const PASSWORD_CHANGED_MESSAGE =
  "Your password has been changed. Other devices have been signed out.";

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const FORGOT_PASSWORD_ANSWER =
  "If an account exists for that e-mail, a reset link is on its way.";
