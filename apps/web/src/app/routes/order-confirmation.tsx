import { Page } from "@/components/layout/page";
import { OrderConfirmationView } from "@/features/orders/components/order-confirmation-view";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function OrderConfirmationRoute() {
  useDocumentTitle("Order Confirmation");
  return (
    <Page>
      <OrderConfirmationView />
    </Page>
  );
}
