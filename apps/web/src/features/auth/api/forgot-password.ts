import { errorText, useT } from "@/i18n";
import type { Locale } from "@atelier/shared/locales";
import { useMutation } from "@tanstack/react-query";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** The server answers alike for known and unknown addresses (docs/product.md#accounts). */
const forgotPassword = ({ email, language }: { email: string; language: Locale }) =>
  api.post<{ message: string }>("/auth/forgot-password", { email: email.trim(), language });

/** Sends the reset link and says so, in the words of docs/product.md#accounts. */
export function useForgotPassword() {
  const { t, locale } = useT();
  return useMutation({
    // The reset mail is written in the page's language (its link opens the same language).
    mutationFn: ({ email }: { email: string }) => forgotPassword({ email, language: locale }),
    onSuccess: () => toast.success(t("auth.sent"), { description: t("auth.sentText") }),
    onError: (error) =>
      toast.error(t("auth.error"), {
        description:
          locale === "en"
            ? errorMessage(error, t("auth.sendFailed"))
            : errorText(locale, error as Parameters<typeof errorText>[1]),
      }),
  });
}
