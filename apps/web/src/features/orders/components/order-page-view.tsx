import { useT } from "@/i18n";
import * as React from "react";
import { Link } from "@/lib/router";
import { ArrowLeft, PackageSearch } from "lucide-react";
import { formatCairoDate } from "@atelier/shared/dates";
import { formatEGP } from "@atelier/shared/money";
import {
  addressLines,
  cancelProblem,
  isFinalStatus,
  orderDiscount,
  placedTotals,
  returnProblem,
  type OrderPage,
} from "@atelier/shared/orders";
import { Button } from "@/components/ui/button";
import { OrderSummary } from "@/components/ui/order-summary";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/features/auth";
import { isApiError } from "@/lib/api-client";
import { ERROR_CODES } from "@atelier/shared/errors";
import { useOrderPage } from "../api/get-order-page";
import { useOrderAgain } from "../use-order-again";
import { InstapayPayment } from "./instapay-payment";
import { OnlinePayment } from "./online-payment";
import { CancelOrderDialog, ReturnRequestDialog } from "./order-actions";
import { OrderLineItem } from "./order-line";
import { OrderParcel } from "./order-parcel";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTimeline } from "./order-timeline";

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} className="border-b border-border pb-4 font-serif text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Order not found": no such order, not this shopper's, or a link that no longer works. */
export function OrderNotFound() {
  const { t } = useT();
  return (
    <div className="flex min-h-[50svh] flex-col items-center justify-center gap-5 py-16 text-center">
      <PackageSearch className="size-9 text-camel-ink" strokeWidth={1} aria-hidden="true" />
      <p className="eyebrow text-camel-ink">{t("order.yourOrders")}</p>
      <h1 className="display text-4xl sm:text-5xl">{t("order.notFound")}</h1>
      <span className="rule-ornament" aria-hidden="true" />
      <p className="max-w-md leading-relaxed text-muted-foreground">{t("order.notFoundText")}</p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/track">{t("order.track")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/products">{t("order.continueShopping")}</Link>
        </Button>
      </div>
    </div>
  );
}

function OrderPageSkeleton() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t("order.loading")} className="flex flex-col gap-10 py-4">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-14 w-72" />
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-80 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    </div>
  );
}

function Actions({ order, token, now }: { order: OrderPage; token: string | null; now: number }) {
  const { orderAgain, isPending } = useOrderAgain(order.lines);
  const canCancel = cancelProblem(order, now) === null;
  const canReturn = returnProblem(order, now) === null;
  const { t } = useT();
  return (
    // While the order can still be canceled, that is what the shopper came for: it comes first,
    // Order again after it (docs/product.md#the-shoppers-pages).
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {canCancel && <CancelOrderDialog id={order.id} token={token} />}
      {canReturn && <ReturnRequestDialog id={order.id} token={token} />}
      <Button
        size="lg"
        variant={canCancel ? "outline" : "default"}
        disabled={isPending}
        onClick={() => void orderAgain()}
      >
        {isPending ? t("order.adding") : t("order.again")}
      </Button>
    </div>
  );
}

/** The order as the shopper sees it (docs/product.md#orders). `now` is for tests. */
export function OrderDetails({
  order,
  token,
  now = Date.now(),
}: {
  order: OrderPage;
  token: string | null;
  now?: number;
}) {
  const signedIn = useSession() !== null;
  const { t, locale } = useT();
  const address = order.shippingAddress
    ? addressLines(order.shippingAddress, locale)
    : [order.addressDetails];
  const totals = placedTotals(order);
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <div className="flex flex-col gap-12">
      {signedIn && (
        <Link
          to="/account"
          className="eyebrow inline-flex w-fit items-center gap-2 text-muted-foreground transition-colors duration-200 hover:text-foreground"
        >
          <ArrowLeft className="rtl:-scale-x-100 size-3.5" strokeWidth={1.25} aria-hidden="true" />
          {t("order.myAccount")}
        </Link>
      )}
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-4">
          <p className="eyebrow text-camel-ink">
            {t("order.placed", { date: formatCairoDate(order.date, locale) })}
          </p>
          <h1 className="display text-5xl lining-nums sm:text-6xl">
            {t("order.heading", { id: order.id })}
          </h1>
          <div className="flex items-center gap-3 text-sm text-muted-foreground">
            <OrderStatusBadge status={order.status} />
            {order.whatsappConfirmedAt && <span>{t("order.whatsappConfirmed")} ·</span>}
            <span>
              {t("order.pieces", { count: units })} · {t("order.total")}{" "}
              <span className="tabular-nums text-foreground">
                {formatEGP(totals.total, locale)}
              </span>
            </span>
          </div>
        </div>
        <Actions order={order} token={token} now={now} />
      </header>

      {/* An Instapay order waiting for its transfer: where to send it and where to report it. */}
      {!isFinalStatus(order.status) && (
        <>
          <InstapayPayment order={order} orderToken={token ?? undefined} />
          {/* Paid online: back from Paymob, or to try again (issue 32). */}
          <OnlinePayment order={order} orderToken={token ?? undefined} />
        </>
      )}

      <div className="grid gap-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20">
        <div className="flex flex-col gap-14">
          <Panel id="order-items" title={t("order.items")}>
            <ul className="-mt-5 divide-y divide-border">
              {order.lines.map((line) => (
                <OrderLineItem key={`${line.productId}-${line.size}-${line.title}`} line={line} />
              ))}
            </ul>
            <OrderSummary
              totals={totals}
              discount={orderDiscount(order)}
              className="border-t border-border pt-5"
            />
          </Panel>
          <div className="grid gap-14 sm:grid-cols-2 sm:gap-10">
            <Panel id="delivery-address" title={t("order.address")}>
              <address className="flex flex-col gap-1 text-sm not-italic leading-relaxed">
                {order.customerName && <span>{order.customerName}</span>}
                {address.map((line) => (
                  <span key={line} className="text-muted-foreground">
                    {line}
                  </span>
                ))}
                <span className="self-start text-muted-foreground tabular-nums" dir="ltr">
                  {order.customer_number}
                </span>
              </address>
            </Panel>
            <Panel id="payment" title={t("order.payment")}>
              <p className="text-sm leading-relaxed">{t(`paymentState.${order.paymentState}`)}</p>
            </Panel>
          </div>
        </div>

        <div className="flex flex-col gap-14">
          {order.tracking && <OrderParcel tracking={order.tracking} />}
          <Panel id="order-status" title={t("order.status")}>
            <OrderTimeline order={order} />
          </Panel>
          {order.returnRequest && (
            <Panel id="return-request" title={t("order.returnRequest")}>
              <dl className="flex flex-col gap-3 text-sm">
                <div className="flex flex-col gap-1">
                  <dt className="eyebrow text-muted-foreground">{t("order.reason")}</dt>
                  <dd>{t(`reason.${order.returnRequest.reason}`)}</dd>
                </div>
                {order.returnRequest.note && (
                  <div className="flex flex-col gap-1">
                    <dt className="eyebrow text-muted-foreground">{t("order.note")}</dt>
                    <dd className="whitespace-pre-line break-words leading-relaxed">
                      {order.returnRequest.note}
                    </dd>
                  </div>
                )}
                <div className="flex flex-col gap-1">
                  <dt className="eyebrow text-muted-foreground">{t("order.requested")}</dt>
                  <dd className="tabular-nums">
                    {formatCairoDate(order.returnRequest.requestedAt, locale)}
                  </dd>
                </div>
              </dl>
              {order.status === "delivered" && (
                <p className="text-sm leading-relaxed text-muted-foreground">
                  {t("order.collect")}
                </p>
              )}
            </Panel>
          )}
          <p className="text-sm leading-relaxed text-muted-foreground">
            {t("order.questions")}{" "}
            <Link
              to="/contact"
              className="text-foreground underline decoration-camel underline-offset-4 hover:decoration-foreground"
            >
              {t("order.contact")}
            </Link>{" "}
            {t("order.withNumber", { id: order.id })}
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * /orders/{id} (docs/product.md#orders): the owner signed in, or anyone holding the e-mailed
 * link's token (`?token=`, sent as a header, kept only in the address). A guest without a token
 * has nothing to ask the server: no order is reachable by its number alone.
 */
export function OrderPageView({ id, token }: { id: number | null; token: string | null }) {
  const signedIn = useSession() !== null;
  const enabled = id !== null && (signedIn || token !== null);
  const query = useOrderPage(id ?? 0, token, enabled);
  const { t } = useT();
  if (!enabled) return <OrderNotFound />;
  if (query.isPending) return <OrderPageSkeleton />;
  if (query.isError) {
    if (
      isApiError(query.error, ERROR_CODES.NOT_FOUND) ||
      isApiError(query.error, ERROR_CODES.BAD_REQUEST)
    )
      return <OrderNotFound />;
    return (
      <div className="flex flex-col items-center gap-5 py-24 text-center">
        <h1 className="display text-4xl">{t("order.wrong")}</h1>
        <p className="text-muted-foreground">{t("order.wrongText")}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t("order.tryAgain")}
        </Button>
      </div>
    );
  }
  return <OrderDetails order={query.data} token={token} />;
}
