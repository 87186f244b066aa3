import { Page } from "@/components/layout/page";
import { AdminGuard } from "@/features/admin/components/admin-guard";
import { AdminOrderView } from "@/features/admin/components/order-detail";
import { AdminOrdersList } from "@/features/admin/components/orders-list";
import { useParams } from "@/lib/router";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /admin/orders and /admin/orders/{id}: one route entry (`admin/orders/*`) for both, because
 * every entry of the route table is in the first page's JavaScript, whose budget is spent.
 */
export default function AdminOrdersRoute() {
  const rest = useParams<{ "*": string }>()["*"] ?? "";
  const id = /^\d{1,9}$/.test(rest) ? Number(rest) : null;
  useDocumentTitle(rest === "" ? "Orders" : `Order ${rest}`);
  return (
    <AdminGuard>
      <Page>
        {rest === "" ? (
          <AdminOrdersList />
        ) : id === null ? (
          <p role="alert" className="font-serif text-2xl">
            Order {rest} was not found
          </p>
        ) : (
          <AdminOrderView id={id} />
        )}
      </Page>
    </AdminGuard>
  );
}
