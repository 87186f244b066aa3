import { errorText, useT } from "@/i18n";
import * as React from "react";
import { Link, useNavigate } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSignup } from "../api/signup";
import { signupProblem } from "../password-rules";
import { safeNext, withNext } from "../next-path";
import { AuthField, AuthShell, authLinkClass, EmailField, KeepSignedInField } from "./auth-shell";

const EMPTY = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
type Fields = typeof EMPTY;

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

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = signupProblem(fields.password, fields.confirmPassword, t);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
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
      <form onSubmit={submit} className="flex flex-col gap-6">
        <div className="grid gap-6 sm:grid-cols-2 sm:gap-4">
          <AuthField>
            <Label htmlFor="signup-first-name">{t("auth.firstName")}</Label>
            <Input
              id="signup-first-name"
              name="firstName"
              autoComplete="given-name"
              required
              value={fields.firstName}
              onChange={set("firstName")}
            />
          </AuthField>
          <AuthField>
            <Label htmlFor="signup-last-name">{t("auth.lastName")}</Label>
            <Input
              id="signup-last-name"
              name="lastName"
              autoComplete="family-name"
              required
              value={fields.lastName}
              onChange={set("lastName")}
            />
          </AuthField>
        </div>
        <EmailField id="signup-email" value={fields.email} onChange={set("email")} />
        <AuthField hint={t("auth.passwordHint")} hintId="signup-password-hint">
          <Label htmlFor="signup-password">{t("auth.password")}</Label>
          <Input
            id="signup-password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            aria-describedby="signup-password-hint"
            value={fields.password}
            onChange={set("password")}
          />
        </AuthField>
        <AuthField>
          <Label htmlFor="signup-confirm-password">{t("auth.confirmPassword")}</Label>
          <Input
            id="signup-confirm-password"
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
