import { useT } from "@/i18n";
import { useSearchParams } from "@/lib/router";
import { SignupForm } from "@/features/auth/components/signup-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function SignupRoute() {
  useDocumentTitle(useT().t("auth.signupTitle"));
  const [params] = useSearchParams();
  return <SignupForm next={params.get("next")} />;
}
