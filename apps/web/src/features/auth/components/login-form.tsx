import { errorText, useT } from "@/i18n";
import * as React from "react";
import { Link, useNavigate } from "@/lib/router";
import { CircleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { invalidProps, useFieldErrors } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useLogin } from "../api/login";
import { safeNext, withNext } from "../next-path";
import { AUTH_EMAIL, emailProblems, requiredProblems } from "../password-rules";
import { AuthField, AuthShell, authLinkClass, EmailField, KeepSignedInField } from "./auth-shell";

/**
 * Log In (docs/product.md#accounts). `message` comes from `?message=`, set when a session has
 * expired or a page needs one: a key (`login-required`), worded here in the page's language. It is
 * the only notice, so any value shows it (an older link's English words too), and the value itself
 * is never shown: nobody can put their own words in our alert.
 * `next` from `?next=`, the page that sent the shopper here, where she lands after.
 */
export function LoginForm({ message, next }: { message?: string | null; next?: string | null }) {
  const navigate = useNavigate();
  const login = useLogin();
  const { t, locale } = useT();
  const [email, setEmail] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [keep, setKeep] = React.useState(false);
  // docs/product.md#forms: each wrong field says so under it, in the page's order.
  const { errors, check } = useFieldErrors(
    [
      ...emailProblems("email", email, AUTH_EMAIL, t),
      ...requiredProblems("password", password, "auth.passwordRequired", t),
    ],
    (field) => `login-${field}`,
  );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check().length) return;
    login.mutate(
      { email, password, keep },
      {
        onSuccess: ({ user }) => {
          toast.success(t("auth.loginOk"), { description: t("auth.loginOkText") });
          void navigate(safeNext(next) ?? (user.role === "customer" ? "/" : "/admin"), {
            replace: true,
          });
        },
        onError: (error) =>
          toast.error(t("auth.loginFailed"), {
            description:
              locale === "en"
                ? errorMessage(error, "Invalid credentials")
                : errorText(locale, error as Parameters<typeof errorText>[1]),
          }),
      },
    );
  };

  return (
    <AuthShell
      eyebrow={t("auth.loginEyebrow")}
      title={t("auth.loginTitle")}
      lede={t("auth.loginLede")}
      footer={
        <p>
          {t("auth.newHere")}{" "}
          <Link to={withNext("/signup", next)} className={authLinkClass}>
            {t("auth.createLink")}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        {message && (
          <Alert variant="destructive">
            <CircleAlert strokeWidth={1.5} aria-hidden="true" />
            <AlertTitle className="text-destructive">{t("auth.authRequired")}</AlertTitle>
            <AlertDescription>{t("auth.loginRequired")}</AlertDescription>
          </Alert>
        )}
        <EmailField
          id="login-email"
          error={errors.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <AuthField controlId="login-password" error={errors.password}>
          <div className="flex items-baseline justify-between gap-4">
            <Label htmlFor="login-password">{t("auth.password")}</Label>
            <Link
              to="/forgot-password"
              className="text-xs text-muted-foreground underline-offset-4 transition-colors duration-200 hover:text-foreground hover:underline"
            >
              {t("auth.forgotLink")}
            </Link>
          </div>
          <Input
            id="login-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            {...invalidProps("login-password", errors.password)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </AuthField>
        <KeepSignedInField id="login-keep" checked={keep} onChange={setKeep} />
        <Button type="submit" size="lg" className="mt-2" disabled={login.isPending}>
          {login.isPending ? t("auth.loggingIn") : t("auth.loginTitle")}
        </Button>
      </form>
    </AuthShell>
  );
}
