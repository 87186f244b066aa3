import { useT } from "@/i18n";
import { useSearchParams } from "@/lib/router";
import { Page } from "@/components/layout/page";
import { VerifyGuestView } from "@/features/orders/components/verify-guest-view";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function VerifyGuestRoute() {
  useDocumentTitle(useT().t("verify.title"));
  const [params] = useSearchParams();
  return (
    <Page>
      <VerifyGuestView token={params.get("token")} email={params.get("email")} />
    </Page>
  );
}
