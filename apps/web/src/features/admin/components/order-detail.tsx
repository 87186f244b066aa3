import * as React from "react";
import { AlertDialog } from "radix-ui";
import { ChevronLeft, Phone } from "lucide-react";
import type { AdminOrderDetail, OrderEvent } from "@atelier/shared/admin";
import { formatCairoDate } from "@atelier/shared/dates";
import {
  addressLines,
  lineTotal,
  PAYMENT_STATE_LABELS,
  placedTotals,
  RETURN_REASON_LABELS,
} from "@atelier/shared/orders";
import { NOTE_MAX } from "@atelier/shared/admin";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/router";
import { useAddNote, useAdminOrder, useCancelPending } from "../api/admin-order";
import { useCan } from "./admin-guard";
import { ClearRefusalsButton } from "./clear-refusals-button";
import { eventTitle, formatAmount } from "../admin-rules";
import { ReceiptThumbnail } from "./instapay-queue";
import { OrderStatusControl } from "./recent-orders";
import { OrderTrackingBox } from "./order-tracking";
import { Swatch } from "./swatch";
import { AuditHistory } from "./audit-history";

const card = "flex flex-col gap-5 border border-border bg-card p-5 sm:p-7";
const heading = "font-serif text-2xl";

/** /admin/orders/{id} (docs/product.md#admin). */
export function AdminOrderView({ id }: { id: number }) {
  const query = useAdminOrder(id);
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4">
        <BackLink />
        <p className="font-serif text-2xl">{errorMessage(query.error)}</p>
      </div>
    );
  }
  if (!query.data) return <Skeleton className="h-96 w-full" aria-label="Loading the order" />;
  return <OrderDetail order={query.data} />;
}

function BackLink() {
  return (
    <Link
      to="/admin/orders"
      className="eyebrow inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground"
    >
      <ChevronLeft className="rtl:-scale-x-100 size-3.5" strokeWidth={1.25} aria-hidden="true" />
      All orders
    </Link>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const address = order.shippingAddress
    ? addressLines(order.shippingAddress)
    : [order.addressDetails];
  const totals = placedTotals(order);
  // The audit log is the admin's (permission "audit"): staff see the order without it.
  const mayAudit = useCan()("audit");
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-4">
          <BackLink />
          <h1 className="display text-5xl sm:text-6xl">
            {/* The serif's 1 reads as an I: the number takes the admin's figures. */}
            Order <span className="figures">{order.id}</span>
          </h1>
          <p className="text-sm text-muted-foreground">
            Placed <time dateTime={order.date}>{formatCairoDate(order.date)}</time> ·{" "}
            {PAYMENT_STATE_LABELS[order.paymentState]}
          </p>
        </div>
        <OrderStatusControl order={order} className="w-48" />
      </div>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="lines-heading" className={card}>
            <h2 id="lines-heading" className={heading}>
              Items
            </h2>
            <ul className="flex flex-col divide-y divide-border">
              {order.lines.map((line, i) => (
                <li key={i} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
                  {line.image ? (
                    <img
                      src={line.image}
                      alt=""
                      width={56}
                      height={70}
                      loading="lazy"
                      className="h-[70px] w-14 shrink-0 bg-muted object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="h-[70px] w-14 shrink-0 bg-muted" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{line.title}</p>
                    <p className="text-sm text-muted-foreground">
                      {/* docs/product.md#colours: the colour as it was named when ordered. */}
                      {line.color && (
                        <>
                          <Swatch hex={line.color.hex} className="me-1.5 size-3 align-[-1px]" />
                          <span className="text-foreground">{line.color.name}</span> ·{" "}
                        </>
                      )}
                      Size {line.size} · Qty {line.quantity} · {formatAmount(line.unitPrice)} EGP
                      each
                    </p>
                  </div>
                  <p className="tabular-nums">{formatAmount(lineTotal(line))}</p>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 border-t border-border pt-4 text-sm tabular-nums">
              <dt className="text-muted-foreground">Subtotal</dt>
              <dd className="text-end">{formatAmount(order.subtotal)} EGP</dd>
              {/* Issue 31: the code the order was placed with and what it took off. */}
              {order.discountCode && (
                <>
                  <dt className="text-muted-foreground">Discount ({order.discountCode})</dt>
                  <dd className="text-end">
                    {order.discount > 0
                      ? `\u2212${formatAmount(order.discount)} EGP`
                      : "Free shipping"}
                  </dd>
                </>
              )}
              <dt className="text-muted-foreground">Shipping</dt>
              <dd className="text-end">{formatAmount(order.shipping)} EGP</dd>
              <dt className="font-medium">Total</dt>
              <dd className="text-end font-medium">{formatAmount(totals.total)} EGP</dd>
            </dl>
          </section>

          <section aria-labelledby="history-heading" className={card}>
            <h2 id="history-heading" className={heading}>
              History
            </h2>
            <ol className="flex flex-col gap-4 border-s border-border ps-5">
              {order.history.map((event) => (
                <li key={event.id} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute -start-[1.6rem] top-1.5 size-2.5 rounded-full border border-foreground bg-card"
                  />
                  <p className="font-medium">{eventTitle(event)}</p>
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={event.at}>{formatCairoDate(event.at)}</time> · {who(event)}
                  </p>
                  {event.note && <p className="mt-1 text-sm">{event.note}</p>}
                </li>
              ))}
            </ol>
          </section>

          <Notes order={order} />

          {mayAudit && (
            <section aria-labelledby="audit-heading" className={card}>
              <h2 id="audit-heading" className={heading}>
                Changes by the team
              </h2>
              {/* Issue 33: this order's entries in the audit log (docs/product.md#audit-log). */}
              <AuditHistory filter={{ order: order.id }} title="Changes by the team" />
            </section>
          )}
        </div>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="customer-heading" className={card}>
            <h2 id="customer-heading" className={heading}>
              Customer
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 text-sm">
              <dt className="eyebrow pt-0.5 text-muted-foreground">Name</dt>
              <dd>{order.customerName}</dd>
              <dt className="eyebrow pt-0.5 text-muted-foreground">Email</dt>
              <dd className="min-w-0 break-words">
                <a
                  href={`mailto:${order.customer_email}`}
                  className="underline-offset-4 hover:underline"
                >
                  {order.customer_email}
                </a>
              </dd>
              <dt className="eyebrow pt-0.5 text-muted-foreground">Phone</dt>
              <dd>
                <a
                  href={`tel:${order.customer_number}`}
                  className="inline-flex items-center gap-1.5 tabular-nums underline-offset-4 hover:underline"
                >
                  <Phone className="size-3.5" strokeWidth={1.25} aria-hidden="true" />
                  {order.customer_number}
                </a>
              </dd>
              <dt className="eyebrow pt-0.5 text-muted-foreground">Address</dt>
              <dd>
                {address.map((line, i) => (
                  <span key={i} className="block">
                    {line}
                  </span>
                ))}
              </dd>
              {/* The zone as it was named when the order was placed; none before zones. */}
              {order.shippingZone && (
                <>
                  <dt className="eyebrow pt-0.5 text-muted-foreground">Zone</dt>
                  <dd>{order.shippingZone}</dd>
                </>
              )}
              {/* The shopper's Confirm on WhatsApp (issue 32), before the parcel leaves. */}
              {order.whatsappConfirmedAt && (
                <>
                  <dt className="eyebrow pt-0.5 text-muted-foreground">WhatsApp</dt>
                  <dd>Confirmed {formatCairoDate(order.whatsappConfirmedAt)}</dd>
                </>
              )}
            </dl>
          </section>

          <OrderTrackingBox order={order} className={card} />

          {order.paymentState.startsWith("instapay_") && <Transfer order={order} />}
          {order.paymentState.startsWith("online_") && <OnlinePaymentFacts order={order} />}

          {order.returnRequest && (
            <section aria-labelledby="return-heading" className={cn(card, "border-camel")}>
              <h2 id="return-heading" className={heading}>
                Return requested
              </h2>
              <p className="text-sm">
                {RETURN_REASON_LABELS[order.returnRequest.reason]} ·{" "}
                <time dateTime={order.returnRequest.requestedAt} className="text-muted-foreground">
                  {formatCairoDate(order.returnRequest.requestedAt)}
                </time>
              </p>
              {order.returnRequest.note && (
                <blockquote className="border-s-2 border-border ps-3 text-sm italic">
                  {order.returnRequest.note}
                </blockquote>
              )}
            </section>
          )}

          <CustomerRecord order={order} />
        </div>
      </div>
    </div>
  );
}

/**
 * The Instapay transfer: its state, the shopper's reference and the receipt, which stays here
 * after the decision (the queue on /admin/payments shows only transfers still awaiting one).
 */
function Transfer({ order }: { order: AdminOrderDetail }) {
  const { reference } = order.transfer;
  // The receipt is the admin's to judge, as the queue is (issue 33: staff see the state only).
  const mayJudge = useCan()("payments");
  const receipt = order.transfer.receipt && mayJudge;
  return (
    <section aria-labelledby="transfer-heading" className={card}>
      <h2 id="transfer-heading" className={heading}>
        Instapay transfer
      </h2>
      <div className="flex gap-5">
        {receipt ? (
          <ReceiptThumbnail orderId={order.id} />
        ) : (
          <span className="flex h-24 w-16 shrink-0 items-center justify-center border border-dashed border-border text-center text-[0.65rem] text-muted-foreground">
            No receipt
          </span>
        )}
        <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2.5 text-sm">
          <dt className="eyebrow pt-0.5 text-muted-foreground">State</dt>
          <dd>{PAYMENT_STATE_LABELS[order.paymentState]}</dd>
          <dt className="eyebrow pt-0.5 text-muted-foreground">Amount</dt>
          <dd className="tabular-nums">{formatAmount(placedTotals(order).total)} EGP</dd>
          <dt className="eyebrow pt-0.5 text-muted-foreground">Reference</dt>
          <dd className="break-all">{reference ?? "Not sent yet"}</dd>
        </dl>
      </div>
    </section>
  );
}

/**
 * A card or wallet payment through Paymob (issue 32): its state and Paymob's transaction id (the
 * callback's, kept as the payment's reference), to find it in Paymob's dashboard.
 */
function OnlinePaymentFacts({ order }: { order: AdminOrderDetail }) {
  return (
    <section aria-labelledby="online-payment-heading" className={card}>
      <h2 id="online-payment-heading" className={heading}>
        Card or wallet payment
      </h2>
      <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2.5 text-sm">
        <dt className="eyebrow pt-0.5 text-muted-foreground">State</dt>
        <dd>{PAYMENT_STATE_LABELS[order.paymentState]}</dd>
        <dt className="eyebrow pt-0.5 text-muted-foreground">Amount</dt>
        <dd className="tabular-nums">{formatAmount(placedTotals(order).total)} EGP</dd>
        <dt className="eyebrow pt-0.5 text-muted-foreground">Paymob transaction</dt>
        <dd className="break-all tabular-nums">{order.transfer.reference ?? "None yet"}</dd>
      </dl>
    </section>
  );
}

const who = (e: OrderEvent) =>
  e.actor === "system" ? "the store" : `${e.actor}${e.actorEmail ? ` ${e.actorEmail}` : ""}`;

function Notes({ order }: { order: AdminOrderDetail }) {
  const add = useAddNote(order.id);
  const [text, setText] = React.useState("");
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text, { onSuccess: () => setText("") });
  };
  return (
    <section aria-labelledby="notes-heading" className={card}>
      <h2 id="notes-heading" className={heading}>
        Internal notes
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Label htmlFor="order-note">Add a note (never shown to the customer)</Label>
        <textarea
          id="order-note"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={NOTE_MAX}
          rows={3}
          className="w-full rounded-[2px] border border-input bg-card px-3 py-2 text-base focus-visible:border-foreground focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-ring md:text-sm"
        />
        <Button
          type="submit"
          size="sm"
          className="self-start"
          disabled={add.isPending || !text.trim()}
        >
          Add note
        </Button>
      </form>
      {order.notes.length > 0 && (
        <ul className="flex flex-col gap-4">
          {order.notes.map((n) => (
            <li key={n.id} className="border-s-2 border-camel ps-3">
              <p className="whitespace-pre-line text-sm">{n.note}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {n.actorEmail} · <time dateTime={n.at}>{formatCairoDate(n.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CustomerRecord({ order }: { order: AdminOrderDetail }) {
  const cancel = useCancelPending();
  const [open, setOpen] = React.useState(false);
  // Acting on a customer (all their orders, their refusals) is the admin's (issue 33).
  const actOnCustomer = useCan()("customers");
  const c = order.customer;
  const figures: [string, number][] = [
    ["Orders", c.orders],
    ["Pending", c.pending],
    ["Delivered", c.delivered],
    ["Refused", c.refused],
    ["Canceled", c.canceled],
    ["Returned", c.returned],
  ];
  const confirm = (event: React.MouseEvent) => {
    event.preventDefault();
    cancel.mutate(order.id, { onSettled: () => setOpen(false) });
  };
  return (
    <section aria-labelledby="record-heading" className={card}>
      <div className="flex flex-col gap-1">
        <h2 id="record-heading" className={heading}>
          Customer record
        </h2>
        <p className="text-sm text-muted-foreground">
          All orders with this phone number or e-mail.
        </p>
      </div>
      <dl className="grid grid-cols-3 border-s border-t border-border text-center">
        {figures.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-col-reverse gap-1 border-b border-e border-border p-3"
          >
            <dt className="eyebrow text-muted-foreground">{label}</dt>
            <dd className="figures text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
      {actOnCustomer && (
        <AlertDialog.Root open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
          <AlertDialog.Trigger asChild>
            {/* Wraps on a phone: on one line it widened the whole page past the screen (the
              span, since cn keeps the button's own whitespace-nowrap). */}
            <Button
              variant="outline"
              disabled={c.pending === 0}
              className="h-auto min-h-11 py-2.5 leading-relaxed text-destructive"
            >
              <span className="whitespace-normal text-center">
                Cancel all pending orders of this customer
              </span>
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-[#0b0e16]/50 data-[state=open]:animate-fade-in" />
            <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 border border-border bg-popover p-6 text-popover-foreground data-[state=open]:animate-fade-in sm:p-8">
              <AlertDialog.Title className="font-serif text-2xl font-medium leading-tight">
                Cancel pending orders
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm leading-relaxed text-muted-foreground">
                Cancel {c.pending} pending {c.pending === 1 ? "order" : "orders"} of this customer
                (same phone number or e-mail)? Their items go back to stock. This cannot be undone.
              </AlertDialog.Description>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel className={cn(buttonVariants({ variant: "outline" }))}>
                  Keep them
                </AlertDialog.Cancel>
                <AlertDialog.Action
                  className={cn(buttonVariants({ variant: "destructive" }))}
                  onClick={confirm}
                  disabled={cancel.isPending}
                >
                  Cancel orders
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      )}
      {actOnCustomer && c.refused > 0 && (
        // Refusals at the door take cash on delivery away from this customer (COD_REFUSALS_LIMIT).
        <ClearRefusalsButton orderId={order.id} />
      )}
    </section>
  );
}
