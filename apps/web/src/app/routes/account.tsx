import { useT } from "@/i18n";
import { Navigate } from "@/lib/router";
import { Page } from "@/components/layout/page";
import { AccountView } from "@/features/auth/components/account-view";
import { useLoginRedirect, useSession } from "@/features/auth";
import { MyOrders } from "@/features/orders/components/my-orders";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /account: signed in only; a guest is sent to log in. */
export default function AccountRoute() {
  useDocumentTitle(useT().t("account.title"));
  const session = useSession();
  const toLogin = useLoginRedirect();
  if (!session) return <Navigate to={toLogin} replace />;
  return (
    <Page>
      <AccountView session={session} orders={<MyOrders userId={session.user.id} />} />
    </Page>
  );
}
