import { passwordProblem, SIGNUP_PASSWORD_MIN } from "@atelier/shared/auth";
import { translate, type MessageKey, type Translate } from "@/i18n";

const english: Translate = (key, vars) => translate("en", key, vars);

/*
 * The shared policy's words (packages/shared/src/auth.ts), each one's message key: found by
 * asking the policy itself with a password that fails only that rule, so the order of checks
 * and the English words stay the policy's own.
 */
const POLICY: [string | null, MessageKey][] = [
  [passwordProblem(""), "auth.pwShort"],
  [passwordProblem("aaaaaaaa1"), "auth.pwUpper"],
  [passwordProblem("AAAAAAAA1"), "auth.pwLower"],
  [passwordProblem("Aaaaaaaaa"), "auth.pwNumber"],
];
const policyText = (t: Translate, problem: string) => {
  const key = POLICY.find(([words]) => words === problem)?.[1];
  return key ? t(key, { min: SIGNUP_PASSWORD_MIN }) : problem;
};

/**
 * A form problem is shown as a destructive toast: the title and message of
 * docs/product.md#accounts.
 */
export type FormProblem = { title: string; description: string };

/**
 * docs/product.md#accounts, signup: the password policy in order (first failure wins), then the
 * match.
 */
export function signupProblem(
  password: string,
  confirmPassword: string,
  t: Translate = english,
): FormProblem | null {
  const problem = passwordProblem(password);
  if (problem) return { title: t("auth.pwInvalid"), description: policyText(t, problem) };
  if (password !== confirmPassword)
    return { title: t("auth.mismatch"), description: t("auth.mismatchText") };
  return null;
}

/**
 * docs/product.md#accounts, reset: the two fields must match. The server holds a new password to
 * the signup policy too (docs/product.md#accounts), so that is checked here as well, with the same
 * words, instead of a round trip that would only come back with them.
 */
export function resetProblem(
  password: string,
  confirmPassword: string,
  t: Translate = english,
): FormProblem | null {
  if (password !== confirmPassword)
    return { title: t("auth.resetMismatch"), description: t("auth.resetMismatchText") };
  const problem = passwordProblem(password);
  if (problem) return { title: t("auth.pwInvalid"), description: policyText(t, problem) };
  return null;
}

export const PASSWORD_HINT =
  "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";
