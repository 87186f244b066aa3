import * as React from "react";
import { formatCairoDate } from "@atelier/shared/dates";
import { formatEGP } from "@atelier/shared/money";
import type { PaymentQueueItem } from "@atelier/shared/payments";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";
import { useDecidePayment, usePaymentQueue, useReceipt } from "../api/payments";

/** The receipt as a thumbnail that opens full size; fetched with the admin's session. */
export function ReceiptThumbnail({ orderId }: { orderId: number }) {
  const receipt = useReceipt(orderId, true);
  const [url, setUrl] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!receipt.data) return;
    const next = URL.createObjectURL(receipt.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [receipt.data]);
  if (receipt.isError) return <span className="text-xs text-destructive">Receipt unavailable</span>;
  if (!url) return <Skeleton className="h-24 w-16" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block w-16 shrink-0">
      <img
        src={url}
        alt={`Receipt of order ${orderId}`}
        width={64}
        height={96}
        className="h-24 w-16 border border-border object-cover"
      />
    </a>
  );
}

function Transfer({ item }: { item: PaymentQueueItem }) {
  const decide = useDecidePayment();
  const busy = decide.isPending;
  return (
    <li className="flex flex-col gap-4 bg-background p-5 sm:flex-row sm:items-center sm:gap-6">
      {item.receipt ? (
        <ReceiptThumbnail orderId={item.id} />
      ) : (
        <span className="flex h-24 w-16 shrink-0 items-center justify-center border border-dashed border-border text-center text-[0.65rem] text-muted-foreground">
          No receipt
        </span>
      )}
      <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-4">
        <div>
          <dt className="eyebrow text-muted-foreground">Order</dt>
          <dd className="figures text-xl">
            <Link
              to={`/admin/orders/${item.id}`}
              aria-label={`Order ${item.id}`}
              className="underline-offset-4 hover:underline"
            >
              #{item.id}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="eyebrow text-muted-foreground">Amount</dt>
          <dd className="tabular-nums">{formatEGP(item.amount)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="eyebrow text-muted-foreground">Reference</dt>
          <dd className="break-all">{item.reference ?? "Not sent yet"}</dd>
        </div>
        <div className="min-w-0">
          <dt className="eyebrow text-muted-foreground">Customer</dt>
          <dd className="truncate">{item.customerName}</dd>
          <dd className="text-xs text-muted-foreground tabular-nums">
            <a href={`tel:${item.customer_number}`} className="hover:underline">
              {item.customer_number}
            </a>
          </dd>
        </div>
        <div className="col-span-2 text-xs text-muted-foreground lg:col-span-4">
          <dt className="sr-only">Dates</dt>
          <dd>
            Placed {formatCairoDate(item.date)}
            {item.submittedAt ? ` · reported ${formatCairoDate(item.submittedAt)}` : ""}
          </dd>
        </div>
      </dl>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => decide.mutate({ id: item.id, decision: "confirm" })}
          aria-label={`Confirm payment of order ${item.id}`}
        >
          Confirm
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => decide.mutate({ id: item.id, decision: "reject" })}
          aria-label={`Reject payment of order ${item.id}`}
        >
          Reject
        </Button>
      </div>
    </li>
  );
}

/** /admin/payments (docs/product.md#payments): Instapay transfers awaiting confirmation. */
export function InstapayQueue() {
  const queue = usePaymentQueue("instapay_awaiting");
  return (
    <section aria-labelledby="instapay-queue-heading" className="flex flex-col gap-5">
      <div className="flex items-baseline justify-between gap-4 border-b border-border pb-3">
        <h2 id="instapay-queue-heading" className="font-serif text-3xl">
          Awaiting Confirmation
        </h2>
        {queue.data && (
          <p className="eyebrow text-muted-foreground" aria-live="polite">
            {queue.data.length} {queue.data.length === 1 ? "transfer" : "transfers"}
          </p>
        )}
      </div>
      {queue.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load the transfers.
        </p>
      ) : !queue.data ? (
        <Skeleton className="h-32 w-full" />
      ) : queue.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No transfer is waiting for confirmation.</p>
      ) : (
        <ul className="flex flex-col gap-px border border-border bg-border">
          {queue.data.map((item) => (
            <Transfer key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
