import * as React from "react";
import { BRAND } from "@atelier/shared/brand";
import { formatEGP } from "@atelier/shared/money";
import { orderTotals, type Order } from "@atelier/shared/orders";
import { PAYMENT_REFERENCE_MAX } from "@atelier/shared/payments";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useReportPayment } from "../api/report-payment";
import { Ltr } from "@/components/ui/ltr";

/** The server's limit for uploads (docs/product.md#payments), checked here to spare the wait. */
const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

function Detail({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) {
  return (
    <div className="flex flex-col gap-1 bg-background px-5 py-4">
      <dt className="eyebrow text-muted-foreground">{label}</dt>
      {/* An address stays left to right inside Arabic text (issue 16); the start edge holds. */}
      <dd className="break-all font-serif text-xl lining-nums tabular-nums">
        {ltr ? <Ltr>{value}</Ltr> : value}
      </dd>
    </div>
  );
}

/**
 * How to pay an Instapay order (docs/product.md#payments): the store's Instapay address, the exact
 * amount and the order number as the transfer note; then the transfer's reference (required) and,
 * optionally, a photo of the receipt. The owner's session or the order link's token authorises it.
 */
export function InstapayPayment({
  order,
  orderToken,
}: {
  order: Pick<Order, "id" | "lines" | "shipping" | "paymentState">;
  orderToken?: string | undefined;
}) {
  const report = useReportPayment();
  const [reference, setReference] = React.useState("");
  const [receipt, setReceipt] = React.useState<File | null>(null);
  const [sent, setSent] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const amount = formatEGP(orderTotals(order.lines, order.shipping).total);

  if (order.paymentState === "instapay_confirmed" || order.paymentState === "cod") return null;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report.isPending) return;
    const value = reference.trim();
    if (!value) return setProblem("Please enter the transfer's reference.");
    if (value.length > PAYMENT_REFERENCE_MAX)
      return setProblem(`The reference is at most ${PAYMENT_REFERENCE_MAX} characters.`);
    if (receipt && receipt.size > MAX_RECEIPT_BYTES)
      return setProblem("The receipt is larger than 10 MB. Please choose a smaller photo.");
    setProblem(null);
    report.mutate(
      { orderId: order.id, orderToken, reference: value, receipt },
      {
        onSuccess: () => {
          setSent(value);
          toast.success("Transfer Received", {
            description: "We will confirm your payment shortly, by e-mail.",
          });
        },
        onError: (error) => setProblem(errorMessage(error, "Please try again.")),
      },
    );
  };

  return (
    <section
      aria-labelledby="instapay-heading"
      className="flex flex-col gap-6 border border-border p-6 sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <p className="eyebrow text-camel-ink">Payment</p>
        <h2 id="instapay-heading" className="font-serif text-3xl">
          Pay by Instapay
        </h2>
        <p className="text-sm leading-relaxed text-muted-foreground">
          {order.paymentState === "instapay_rejected"
            ? "We could not confirm your last transfer. Please check it and send its reference again."
            : "Send the exact amount from your Instapay app, with the order number as the note. We ship once we have confirmed it."}
        </p>
      </div>
      <dl className="grid gap-px border border-border bg-border sm:grid-cols-3">
        <Detail label="Instapay address" value={BRAND.instapay.address} ltr />
        <Detail label="Amount" value={amount} />
        <Detail label="Transfer note" value={String(order.id)} />
      </dl>
      {sent ? (
        <p role="status" className="text-sm leading-relaxed">
          Thank you. We have your transfer reference{" "}
          <span className="font-medium break-all">{sent}</span> and will confirm it by e-mail.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor="instapay-reference">
              Transfer reference
              <span aria-hidden="true" className="text-camel-ink">
                *
              </span>
            </Label>
            <Input
              id="instapay-reference"
              name="reference"
              required
              maxLength={PAYMENT_REFERENCE_MAX}
              autoComplete="off"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "instapay-problem" : undefined}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="instapay-receipt">Receipt photo (optional)</Label>
            <Input
              id="instapay-receipt"
              name="receipt"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              onChange={(e) => setReceipt(e.target.files?.[0] ?? null)}
            />
            <p className="text-xs text-muted-foreground">
              JPEG, PNG, WebP or AVIF, up to 10 MB. Only our team sees it.
            </p>
          </div>
          {problem && (
            <p id="instapay-problem" role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <Button type="submit" className="self-start" disabled={report.isPending}>
            {report.isPending ? "Sending..." : "Send transfer details"}
          </Button>
        </form>
      )}
    </section>
  );
}
