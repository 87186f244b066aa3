import { useT, type Translate } from "@/i18n";
import { Link } from "@/lib/router";
import { ChevronRight } from "lucide-react";
import { formatCairoDate } from "@atelier/shared/dates";
import { formatEGP } from "@atelier/shared/money";
import { placedTotals, type Order } from "@atelier/shared/orders";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMyOrders } from "../api/get-my-orders";
import { OrderStatusBadge } from "./order-status-badge";

const piecesOf = (o: Order, t: Translate) =>
  t("myOrders.items", { count: o.lines.reduce((sum, l) => sum + l.quantity, 0) });

function OrderRow({ order }: { order: Order }) {
  const { t, locale } = useT();
  return (
    <li>
      <Link
        to={`/orders/${order.id}`}
        className="group grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 py-5 sm:grid-cols-[minmax(0,1fr)_4.5rem_6.5rem_8rem_1rem] sm:gap-x-5"
      >
        <span className="flex flex-col gap-1">
          <span className="font-serif text-2xl leading-none lining-nums tabular-nums transition-colors duration-200 group-hover:text-camel-ink">
            <span className="sr-only">{t("myOrders.order")} </span>#{order.id}
          </span>
          <span className="text-sm text-muted-foreground">
            {formatCairoDate(order.date, locale)}
            <span className="sm:hidden"> · {piecesOf(order, t)}</span>
          </span>
        </span>
        <span className="hidden text-sm text-muted-foreground sm:block">{piecesOf(order, t)}</span>
        <span className="flex flex-col items-end gap-2 sm:contents">
          <OrderStatusBadge status={order.status} />
          <span className="text-sm tabular-nums sm:text-end">
            {formatEGP(placedTotals(order).total, locale)}
          </span>
        </span>
        <ChevronRight
          className="rtl:-scale-x-100 hidden size-4 text-muted-foreground transition-transform duration-200 group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5 sm:block"
          strokeWidth={1.25}
          aria-hidden="true"
        />
      </Link>
    </li>
  );
}

/** My Orders (docs/product.md#orders): newest first, MY_ORDERS_PAGE at a time. */
export function MyOrders({ userId }: { userId: number }) {
  const query = useMyOrders(userId);
  const { t } = useT();
  const orders = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? null;

  return (
    <section aria-labelledby="my-orders" className="flex flex-col gap-6">
      <div className="flex items-baseline justify-between gap-4 border-b border-border pb-4">
        <h2 id="my-orders" className="font-serif text-2xl">
          {t("myOrders.title")}
        </h2>
        {total !== null && total > 0 && (
          <p className="text-sm text-muted-foreground tabular-nums">
            {orders.length < total
              ? t("myOrders.someOf", { shown: orders.length, total })
              : t("myOrders.inAll", { total })}
          </p>
        )}
      </div>
      {query.isPending ? (
        <div role="status" aria-label={t("myOrders.loading")} className="flex flex-col gap-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-muted-foreground">{t("myOrders.loadError")}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t("myOrders.tryAgain")}
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <div className="flex flex-col items-start gap-4 py-6">
          <p className="leading-relaxed text-muted-foreground">{t("myOrders.none")}</p>
          <Button asChild variant="outline">
            <Link to="/products">{t("myOrders.explore")}</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="-mt-6 divide-y divide-border border-b border-border">
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t("myOrders.loadingMore") : t("myOrders.loadMore")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
