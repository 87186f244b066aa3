import { passwordProblem } from "@atelier/shared/auth";

/**
 * A form problem is shown as a destructive toast: the title and message of
 * docs/product.md#accounts.
 */
export type FormProblem = { title: string; description: string };

/**
 * docs/product.md#accounts, signup: the password policy in order (first failure wins), then the
 * match.
 */
export function signupProblem(password: string, confirmPassword: string): FormProblem | null {
  const problem = passwordProblem(password);
  if (problem) return { title: "Password Invalid", description: problem };
  if (password !== confirmPassword)
    return { title: "Password Mismatch", description: "Passwords do not match. Please try again." };
  return null;
}

/**
 * docs/product.md#accounts, reset: the two fields must match. The server holds a new password to
 * the signup policy too (docs/product.md#accounts), so that is checked here as well, with the same
 * words, instead of a round trip that would only come back with them.
 */
export function resetProblem(password: string, confirmPassword: string): FormProblem | null {
  if (password !== confirmPassword)
    return {
      title: "Passwords don't match",
      description: "Please make sure both passwords are the same.",
    };
  const problem = passwordProblem(password);
  if (problem) return { title: "Password Invalid", description: problem };
  return null;
}

export const PASSWORD_HINT =
  "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";
