import { useT } from "@/i18n";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ForgotPasswordRoute() {
  useDocumentTitle(useT().t("auth.forgotTitle"));
  return <ForgotPasswordForm />;
}
