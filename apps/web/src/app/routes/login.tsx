import { useT } from "@/i18n";
import { useSearchParams } from "@/lib/router";
import { LoginForm } from "@/features/auth/components/login-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function LoginRoute() {
  useDocumentTitle(useT().t("auth.loginTitle"));
  const [params] = useSearchParams();
  return <LoginForm message={params.get("message")} next={params.get("next")} />;
}
