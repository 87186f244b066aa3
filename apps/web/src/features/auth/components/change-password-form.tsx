import { errorText, useT } from "@/i18n";
import * as React from "react";
import { PASSWORD_CHANGED_MESSAGE } from "@atelier/shared/auth";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/change-password";
import { signupProblem } from "../password-rules";
import { AuthField } from "./auth-shell";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Fields = typeof EMPTY;

/**
 * Change password (docs/product.md#accounts): the current one, then a new one held to the signup
 * policy with the signup's words, typed twice. The server ends the other sessions.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { t, locale } = useT();
  const [fields, setFields] = React.useState<Fields>(EMPTY);
  const set = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = signupProblem(fields.newPassword, fields.confirmPassword, t);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    change.mutate(
      { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      {
        onSuccess: (answer) => {
          toast.success(t("account.changed"), {
            description:
              locale === "en" ? answer?.message || PASSWORD_CHANGED_MESSAGE : t("account.changed"),
          });
          setFields(EMPTY);
        },
        onError: (error) =>
          toast.error(t("account.notChanged"), {
            description:
              locale === "en"
                ? errorMessage(error, "Failed to change password. Please try again.")
                : errorText(locale, error as Parameters<typeof errorText>[1]),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <AuthField>
        <Label htmlFor="current-password">{t("account.currentPassword")}</Label>
        <Input
          id="current-password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={fields.currentPassword}
          onChange={set("currentPassword")}
        />
      </AuthField>
      <AuthField hint={t("auth.passwordHint")} hintId="new-password-hint">
        <Label htmlFor="new-password">{t("auth.newPassword")}</Label>
        <Input
          id="new-password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          aria-describedby="new-password-hint"
          value={fields.newPassword}
          onChange={set("newPassword")}
        />
      </AuthField>
      <AuthField>
        <Label htmlFor="confirm-new-password">{t("auth.confirmNewPassword")}</Label>
        <Input
          id="confirm-new-password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={fields.confirmPassword}
          onChange={set("confirmPassword")}
        />
      </AuthField>
      <Button type="submit" className="mt-1 self-start" disabled={change.isPending}>
        {change.isPending ? t("account.saving") : t("account.changePassword")}
      </Button>
    </form>
  );
}
