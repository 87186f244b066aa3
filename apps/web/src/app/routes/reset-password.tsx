import { useT } from "@/i18n";
import { useSearchParams } from "@/lib/router";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const join = params.get("join") === "1";
  useDocumentTitle(useT().t(join ? "auth.joinTitle" : "auth.resetTitle"));
  return <ResetPasswordForm token={params.get("token")} join={join} />;
}
