import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ForgotPasswordRoute() {
  useDocumentTitle("Forgot Password");
  return <ForgotPasswordForm />;
}
