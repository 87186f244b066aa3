import { useT } from "@/i18n";
import { useSearchParams } from "@/lib/router";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ResetPasswordRoute() {
  useDocumentTitle(useT().t("auth.resetTitle"));
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get("token")} />;
}
