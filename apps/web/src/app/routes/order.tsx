import { useParams, useSearchParams } from "@/lib/router";
import { Page } from "@/components/layout/page";
import { OrderPageView } from "@/features/orders/components/order-page-view";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /orders/{id}, optionally with the e-mailed link's ?token= (kept in the address only). */
export default function OrderRoute() {
  const { id: raw } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  useDocumentTitle(id ? `Order #${id}` : "Order not found");
  return (
    <Page>
      <OrderPageView id={id} token={params.get("token")} />
    </Page>
  );
}
