import { errorText, useT } from "@/i18n";
import * as React from "react";
import { Link, useNavigate } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { invalidProps, useFieldErrors } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSignup } from "../api/signup";
import {
  AUTH_EMAIL,
  emailProblems,
  newPasswordProblems,
  requiredProblems,
  SIGNUP_MISMATCH,
} from "../password-rules";
import { safeNext, withNext } from "../next-path";
import { AuthField, AuthShell, authLinkClass, EmailField, KeepSignedInField } from "./auth-shell";

const EMPTY = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
type Fields = typeof EMPTY;
const IDS: Record<keyof Fields, string> = {
  firstName: "signup-first-name",
  lastName: "signup-last-name",
  email: "signup-email",
  password: "signup-password",
  confirmPassword: "signup-confirm-password",
};

/**
 * Sign Up (docs/product.md#accounts): the password rules in order, then the match, then signup and
 * login.
 */
export function SignupForm({ next }: { next?: string | null }) {
  const navigate = useNavigate();
  const signup = useSignup();
  const { t, locale } = useT();
  const [fields, setFields] = React.useState<Fields>(EMPTY);
  const [keep, setKeep] = React.useState(false);
  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  // docs/product.md#forms: each wrong field says so under it, in the page's order; the password
  // rules and the match keep their toasts (docs/product.md#accounts).
  const { errors, check } = useFieldErrors(
    [
      ...requiredProblems("firstName", fields.firstName, "auth.firstNameRequired", t),
      ...requiredProblems("lastName", fields.lastName, "auth.lastNameRequired", t),
      ...emailProblems("email", fields.email, AUTH_EMAIL, t),
      ...newPasswordProblems(
        fields.password,
        fields.confirmPassword,
        ["password", "confirmPassword"],
        SIGNUP_MISMATCH,
        t,
      ),
    ],
    (field) => IDS[field],
  );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = check()[0];
    if (problem) {
      if (problem.title) toast.error(problem.title, { description: problem.message });
      return;
    }
    signup.mutate(
      { email: fields.email, password: fields.password, keep },
      {
        onSuccess: () => {
          toast.success(t("auth.signupOk"), { description: t("auth.signupOkText") });
          void navigate(safeNext(next) ?? "/", { replace: true });
        },
        onError: (error) =>
          toast.error(t("auth.signupFailed"), {
            description:
              locale === "en"
                ? errorMessage(error, "Failed to create account")
                : errorText(locale, error as Parameters<typeof errorText>[1]),
          }),
      },
    );
  };

  return (
    <AuthShell
      eyebrow={t("auth.signupEyebrow")}
      title={t("auth.signupTitle")}
      lede={t("auth.signupLede")}
      footer={
        <p>
          {t("auth.haveAccount")}{" "}
          <Link to={withNext("/login", next)} className={authLinkClass}>
            {t("auth.logInLink")}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <div className="grid gap-6 sm:grid-cols-2 sm:gap-4">
          <AuthField controlId="signup-first-name" error={errors.firstName}>
            <Label htmlFor="signup-first-name">{t("auth.firstName")}</Label>
            <Input
              id="signup-first-name"
              {...invalidProps("signup-first-name", errors.firstName)}
              name="firstName"
              autoComplete="given-name"
              required
              value={fields.firstName}
              onChange={set("firstName")}
            />
          </AuthField>
          <AuthField controlId="signup-last-name" error={errors.lastName}>
            <Label htmlFor="signup-last-name">{t("auth.lastName")}</Label>
            <Input
              id="signup-last-name"
              {...invalidProps("signup-last-name", errors.lastName)}
              name="lastName"
              autoComplete="family-name"
              required
              value={fields.lastName}
              onChange={set("lastName")}
            />
          </AuthField>
        </div>
        <EmailField
          id="signup-email"
          error={errors.email}
          value={fields.email}
          onChange={set("email")}
        />
        <AuthField
          hint={t("auth.passwordHint")}
          hintId="signup-password-hint"
          controlId="signup-password"
          error={errors.password}
        >
          <Label htmlFor="signup-password">{t("auth.password")}</Label>
          <Input
            id="signup-password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            {...invalidProps("signup-password", errors.password, "signup-password-hint")}
            value={fields.password}
            onChange={set("password")}
          />
        </AuthField>
        <AuthField controlId="signup-confirm-password" error={errors.confirmPassword}>
          <Label htmlFor="signup-confirm-password">{t("auth.confirmPassword")}</Label>
          <Input
            id="signup-confirm-password"
            {...invalidProps("signup-confirm-password", errors.confirmPassword)}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={fields.confirmPassword}
            onChange={set("confirmPassword")}
          />
        </AuthField>
        <KeepSignedInField id="signup-keep" checked={keep} onChange={setKeep} />
        <Button type="submit" size="lg" className="mt-2" disabled={signup.isPending}>
          {signup.isPending ? t("auth.creating") : t("auth.createAccount")}
        </Button>
      </form>
    </AuthShell>
  );
}
