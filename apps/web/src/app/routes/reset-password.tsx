import { useSearchParams } from "@/lib/router";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ResetPasswordRoute() {
  useDocumentTitle("Reset Password");
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get("token")} />;
}
