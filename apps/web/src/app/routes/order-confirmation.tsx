import { useT } from "@/i18n";
import { Page } from "@/components/layout/page";
import { OrderConfirmationView } from "@/features/orders/components/order-confirmation-view";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function OrderConfirmationRoute() {
  useDocumentTitle(useT().t("confirmation.title"));
  return (
    <Page>
      <OrderConfirmationView />
    </Page>
  );
}
