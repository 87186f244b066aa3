import { useT } from "@/i18n";
import * as React from "react";
import { Link } from "@/lib/router";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFieldErrors } from "@/components/ui/field-error";
import { useForgotPassword } from "../api/forgot-password";
import { AUTH_EMAIL, emailProblems } from "../password-rules";
import { AuthOutcome, AuthShell, authLinkClass, EmailField } from "./auth-shell";

/** Forgot password (docs/product.md#accounts): the form, then the Check Your Email confirmation. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const { t } = useT();
  const [email, setEmail] = React.useState("");
  const [sent, setSent] = React.useState(false);
  // docs/product.md#forms: the e-mail says what is wrong with it, under it.
  const { errors, check } = useFieldErrors(
    emailProblems("email", email, AUTH_EMAIL, t),
    () => "forgot-email",
  );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check().length) return;
    // The hook shows the toasts; the form shows the confirmation.
    forgot.mutate({ email }, { onSuccess: () => setSent(true) });
  };

  if (sent) {
    return (
      <AuthOutcome
        eyebrow={t("auth.help")}
        title={t("auth.checkTitle")}
        icon={<MailCheck className="size-9 text-camel-ink" strokeWidth={1} aria-hidden="true" />}
        action={
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">{t("auth.backToLogin")}</Link>
          </Button>
        }
      >
        <p className="leading-relaxed text-muted-foreground">
          {(() => {
            const [before, after] = t("auth.checkText").split("{email}");
            return (
              <>
                {before}
                <span className="break-words text-foreground" dir="ltr">
                  {email.trim()}
                </span>
                {after}
              </>
            );
          })()}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("auth.nothingArrived")}{" "}
          <button
            type="button"
            className={`${authLinkClass} cursor-pointer`}
            onClick={() => setSent(false)}
          >
            {t("auth.tryAgain")}
          </button>
          .
        </p>
      </AuthOutcome>
    );
  }

  return (
    <AuthShell
      eyebrow={t("auth.help")}
      title={t("auth.forgotTitle")}
      lede={t("auth.forgotLede")}
      footer={
        <Link to="/login" className={authLinkClass}>
          {t("auth.backToLogin")}
        </Link>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <EmailField
          id="forgot-email"
          error={errors.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" size="lg" disabled={forgot.isPending}>
          {forgot.isPending ? t("auth.sending") : t("auth.sendLink")}
        </Button>
      </form>
    </AuthShell>
  );
}
