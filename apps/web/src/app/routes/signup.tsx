import { useT } from "@/i18n";
import { SignupForm } from "@/features/auth/components/signup-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function SignupRoute() {
  useDocumentTitle(useT().t("auth.signupTitle"));
  return <SignupForm />;
}
