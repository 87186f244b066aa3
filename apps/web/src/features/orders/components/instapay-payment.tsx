import { errorText, useT } from "@/i18n";
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
  const { t, locale } = useT();
  const [reference, setReference] = React.useState("");
  const [receipt, setReceipt] = React.useState<File | null>(null);
  const [sent, setSent] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const amount = formatEGP(orderTotals(order.lines, order.shipping).total, locale);

  if (order.paymentState === "instapay_confirmed" || order.paymentState === "cod") return null;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report.isPending) return;
    const value = reference.trim();
    if (!value) return setProblem(t("instapay.noReference"));
    if (value.length > PAYMENT_REFERENCE_MAX)
      return setProblem(t("instapay.tooLong", { max: PAYMENT_REFERENCE_MAX }));
    if (receipt && receipt.size > MAX_RECEIPT_BYTES) return setProblem(t("instapay.tooBig"));
    setProblem(null);
    report.mutate(
      { orderId: order.id, orderToken, reference: value, receipt },
      {
        onSuccess: () => {
          setSent(value);
          toast.success(t("instapay.received"), { description: t("instapay.receivedText") });
        },
        onError: (error) =>
          setProblem(
            locale === "en"
              ? errorMessage(error, t("instapay.tryAgain"))
              : errorText(locale, error as Parameters<typeof errorText>[1]),
          ),
      },
    );
  };

  return (
    <section
      aria-labelledby="instapay-heading"
      className="flex flex-col gap-6 border border-border p-6 sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <p className="eyebrow text-camel-ink">{t("instapay.eyebrow")}</p>
        <h2 id="instapay-heading" className="font-serif text-3xl">
          {t("instapay.title")}
        </h2>
        <p className="text-sm leading-relaxed text-muted-foreground">
          {t(order.paymentState === "instapay_rejected" ? "instapay.rejected" : "instapay.howTo")}
        </p>
      </div>
      <dl className="grid gap-px border border-border bg-border sm:grid-cols-3">
        <Detail label={t("instapay.address")} value={BRAND.instapay.address} ltr />
        <Detail label={t("instapay.amount")} value={amount} />
        <Detail label={t("instapay.note")} value={String(order.id)} />
      </dl>
      {sent ? (
        <p role="status" className="text-sm leading-relaxed">
          {(() => {
            const [before, after] = t("instapay.thanks").split("{reference}");
            return (
              <>
                {before}
                <span className="font-medium break-all" dir="ltr">
                  {sent}
                </span>
                {after}
              </>
            );
          })()}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor="instapay-reference">
              {t("instapay.reference")}
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
            <Label htmlFor="instapay-receipt">{t("instapay.receipt")}</Label>
            <Input
              id="instapay-receipt"
              name="receipt"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              onChange={(e) => setReceipt(e.target.files?.[0] ?? null)}
            />
            <p className="text-xs text-muted-foreground">{t("instapay.receiptHint")}</p>
          </div>
          {problem && (
            <p id="instapay-problem" role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <Button type="submit" className="self-start" disabled={report.isPending}>
            {report.isPending ? t("instapay.sending") : t("instapay.send")}
          </Button>
        </form>
      )}
    </section>
  );
}
