import { useT } from "@/i18n";
import * as React from "react";
import { Link, useNavigate } from "@/lib/router";
import { CircleCheck } from "lucide-react";
import { RESET_PASSWORD_INPUT_MIN } from "@atelier/shared/auth";
import { Button } from "@/components/ui/button";
import { invalidProps, useFieldErrors } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { newPasswordProblems, RESET_MISMATCH } from "../password-rules";
import { AuthField, AuthOutcome, AuthShell } from "./auth-shell";

/**
 * Reset password (docs/product.md#accounts): the form, then Password Reset Complete. `join`: the
 * link of an invitation to the team (`&join=1`, issue 33), which sets a first password.
 */
export function ResetPasswordForm({
  token,
  join = false,
}: {
  token: string | null;
  join?: boolean;
}) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { t } = useT();
  const [password, setPassword] = React.useState("");
  const [confirmPassword, setConfirmPassword] = React.useState("");
  const [done, setDone] = React.useState(false);

  React.useEffect(() => {
    if (token) return;
    // The id lets a second run of this effect (React's StrictMode) replace the toast, not stack it.
    toast.error(t("auth.invalidLink"), {
      id: "invalid-reset-link",
      description: t("auth.invalidLinkText"),
    });
    void navigate("/login", { replace: true });
    // t() is the page's language, fixed for the visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, navigate]);

  // docs/product.md#forms: the policy under the new password, then the match under its
  // confirmation, each with its toast (docs/product.md#accounts).
  const { errors, check } = useFieldErrors(
    newPasswordProblems(password, confirmPassword, ["password", "confirm"], RESET_MISMATCH, t),
    (field) => (field === "password" ? "reset-password" : "reset-confirm-password"),
  );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const problem = check()[0];
    if (problem) {
      toast.error(problem.title ?? "", { description: problem.message });
      return;
    }
    // The hook shows the toasts; the form shows the success screen.
    reset.mutate({ token, password }, { onSuccess: () => setDone(true) });
  };

  if (done) {
    return (
      <AuthOutcome
        eyebrow={t("auth.allSet")}
        title={t(join ? "auth.joinDone" : "auth.resetDone")}
        icon={
          <CircleCheck
            className="size-9 text-secondary dark:text-camel-ink"
            strokeWidth={1}
            aria-hidden="true"
          />
        }
        action={
          <Button asChild size="lg" className="w-full">
            <Link to="/login">{t("auth.continueLogin")}</Link>
          </Button>
        }
      >
        <p className="leading-relaxed text-muted-foreground">{t("auth.resetDoneText")}</p>
      </AuthOutcome>
    );
  }

  return (
    <AuthShell
      eyebrow={t(join ? "auth.joinEyebrow" : "auth.help")}
      title={t(join ? "auth.joinTitle" : "auth.resetTitle")}
      lede={t(join ? "auth.joinLede" : "auth.resetLede")}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <AuthField
          hint={t("auth.passwordHint")}
          hintId="reset-password-hint"
          controlId="reset-password"
          error={errors.password}
        >
          <Label htmlFor="reset-password">{t("auth.newPassword")}</Label>
          <Input
            id="reset-password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={RESET_PASSWORD_INPUT_MIN}
            {...invalidProps("reset-password", errors.password, "reset-password-hint")}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </AuthField>
        <AuthField controlId="reset-confirm-password" error={errors.confirm}>
          <Label htmlFor="reset-confirm-password">{t("auth.confirmNewPassword")}</Label>
          <Input
            id="reset-confirm-password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            minLength={RESET_PASSWORD_INPUT_MIN}
            {...invalidProps("reset-confirm-password", errors.confirm)}
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </AuthField>
        <Button
          type="submit"
          size="lg"
          className="mt-2"
          disabled={!password || !confirmPassword || reset.isPending || !token}
        >
          {reset.isPending ? t("auth.resetting") : t(join ? "auth.joinTitle" : "auth.resetTitle")}
        </Button>
      </form>
    </AuthShell>
  );
}
