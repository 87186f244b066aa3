import { useT } from "@/i18n";
import { useParams, useSearchParams } from "@/lib/router";
import { Page } from "@/components/layout/page";
import { OrderPageView } from "@/features/orders/components/order-page-view";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /orders/{id}, optionally with the e-mailed link's ?token= (kept in the address only). */
export default function OrderRoute() {
  const { id: raw } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const { t } = useT();
  useDocumentTitle(id ? t("order.heading", { id }) : t("order.notFound"));
  return (
    <Page>
      <OrderPageView id={id} token={params.get("token")} />
    </Page>
  );
}
