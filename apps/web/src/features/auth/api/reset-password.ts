import { errorText, useT } from "@/i18n";
import { useMutation } from "@tanstack/react-query";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

type ResetPasswordInput = { token: string; password: string };

const resetPassword = ({ token, password }: ResetPasswordInput) =>
  api.post<{ message: string }>("/auth/reset-password", { token, password });

/** Sets the new password and says so (docs/product.md#accounts), in the page's language. */
export function useResetPassword() {
  const { t, locale } = useT();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => toast.success(t("auth.resetOk"), { description: t("auth.resetOkText") }),
    onError: (error) =>
      toast.error(t("auth.error"), {
        description:
          locale === "en"
            ? errorMessage(error, t("auth.resetFailed"))
            : errorText(locale, error as Parameters<typeof errorText>[1]),
      }),
  });
}
