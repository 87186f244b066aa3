import { errorText, useT } from "@/i18n";
import * as React from "react";
import { PASSWORD_CHANGED_MESSAGE } from "@atelier/shared/auth";
import { Button } from "@/components/ui/button";
import { invalidProps, useFieldErrors } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/change-password";
import { newPasswordProblems, requiredProblems, SIGNUP_MISMATCH } from "../password-rules";
import { AuthField } from "./auth-shell";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Fields = typeof EMPTY;
const IDS: Record<keyof Fields, string> = {
  currentPassword: "current-password",
  newPassword: "new-password",
  confirmPassword: "confirm-new-password",
};

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

  // docs/product.md#forms: each wrong field says so under it, in the page's order; the new
  // password keeps the signup's toasts (docs/product.md#accounts).
  const { errors, check, reset } = useFieldErrors(
    [
      ...requiredProblems("currentPassword", fields.currentPassword, "account.currentRequired", t),
      ...newPasswordProblems(
        fields.newPassword,
        fields.confirmPassword,
        ["newPassword", "confirmPassword"],
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
    change.mutate(
      { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      {
        onSuccess: (answer) => {
          toast.success(t("account.changed"), {
            description:
              locale === "en" ? answer?.message || PASSWORD_CHANGED_MESSAGE : t("account.changed"),
          });
          setFields(EMPTY);
          // The emptied form is a fresh one: no messages until it is sent again.
          reset();
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
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <AuthField controlId="current-password" error={errors.currentPassword}>
        <Label htmlFor="current-password">{t("account.currentPassword")}</Label>
        <Input
          id="current-password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          {...invalidProps("current-password", errors.currentPassword)}
          value={fields.currentPassword}
          onChange={set("currentPassword")}
        />
      </AuthField>
      <AuthField
        hint={t("auth.passwordHint")}
        hintId="new-password-hint"
        controlId="new-password"
        error={errors.newPassword}
      >
        <Label htmlFor="new-password">{t("auth.newPassword")}</Label>
        <Input
          id="new-password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          {...invalidProps("new-password", errors.newPassword, "new-password-hint")}
          value={fields.newPassword}
          onChange={set("newPassword")}
        />
      </AuthField>
      <AuthField controlId="confirm-new-password" error={errors.confirmPassword}>
        <Label htmlFor="confirm-new-password">{t("auth.confirmNewPassword")}</Label>
        <Input
          id="confirm-new-password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          {...invalidProps("confirm-new-password", errors.confirmPassword)}
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
