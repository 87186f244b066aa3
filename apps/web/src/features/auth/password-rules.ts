import { passwordProblem, SIGNUP_PASSWORD_MIN } from "@atelier/shared/auth";
import { isEmail } from "@atelier/shared/egypt";
import type { FieldProblem } from "@/components/ui/field-error";
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
 * A new password typed twice, in the page's order (docs/product.md#forms): the policy under the
 * password (first failure wins, title Password Invalid), then the match under the confirmation,
 * with the form's own mismatch words. Each carries its toast title (docs/product.md#accounts).
 */
export function newPasswordProblems<K extends string>(
  password: string,
  confirmPassword: string,
  [passwordField, confirmField]: readonly [K, K],
  [mismatchTitle, mismatchText]: readonly [MessageKey, MessageKey],
  t: Translate = english,
): FieldProblem<K>[] {
  const problems: FieldProblem<K>[] = [];
  const problem = passwordProblem(password);
  if (problem)
    problems.push({
      field: passwordField,
      title: t("auth.pwInvalid"),
      message: policyText(t, problem),
    });
  if (password !== confirmPassword)
    problems.push({ field: confirmField, title: t(mismatchTitle), message: t(mismatchText) });
  return problems;
}

/** The signup's and change password's mismatch words (docs/product.md#accounts). */
export const SIGNUP_MISMATCH = ["auth.mismatch", "auth.mismatchText"] as const;
/**
 * The reset's (docs/product.md#accounts). The server holds a new password to the signup policy
 * too, so the reset checks it here as well, with the same words, before the match: the password
 * field comes first on the page.
 */
export const RESET_MISMATCH = ["auth.resetMismatch", "auth.resetMismatchText"] as const;

/** An e-mail field: empty, or not text@text.text (the check the checkout uses). */
export function emailProblems<K extends string>(
  field: K,
  email: string,
  [required, invalid]: readonly [MessageKey, MessageKey],
  t: Translate = english,
): FieldProblem<K>[] {
  const value = email.trim();
  if (!value) return [{ field, message: t(required) }];
  return isEmail(value) ? [] : [{ field, message: t(invalid) }];
}

/** A field that must not be empty. */
export const requiredProblems = <K extends string>(
  field: K,
  value: string,
  key: MessageKey,
  t: Translate = english,
): FieldProblem<K>[] => (value.trim() ? [] : [{ field, message: t(key) }]);

/** The auth forms' e-mail words. */
export const AUTH_EMAIL = ["auth.emailRequired", "auth.emailInvalid"] as const;

export const PASSWORD_HINT =
  "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";
