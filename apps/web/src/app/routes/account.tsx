import { useT } from "@/i18n";
import { Navigate } from "@/lib/router";
import { Page } from "@/components/layout/page";
import { AccountView } from "@/features/auth/components/account-view";
import { LOGIN_REDIRECT, useSession } from "@/features/auth";
import { MyOrders } from "@/features/orders/components/my-orders";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /account: signed in only; a guest is sent to log in. */
export default function AccountRoute() {
  useDocumentTitle(useT().t("account.title"));
  const session = useSession();
  if (!session) return <Navigate to={LOGIN_REDIRECT} replace />;
  return (
    <Page>
      <AccountView session={session} orders={<MyOrders userId={session.user.id} />} />
    </Page>
  );
}
