import { errorText, useT } from "@/i18n";
import * as React from "react";
import { Check, Copy } from "lucide-react";
import { BRAND } from "@atelier/shared/brand";
import { formatEGP } from "@atelier/shared/money";
import { placedTotals, type Order } from "@atelier/shared/orders";
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

/**
 * Copies one detail for pasting into the Instapay app; says "Copied" for a moment (and to a
 * screen reader). Its name starts with its visible word, so voice control finds it.
 */
function CopyButton({ text, name }: { text: string; name: string }) {
  const { t } = useT();
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, an insecure page): the text is on the screen to select.
      toast.error(t("instapay.copyFailed"));
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={name}
        className="eyebrow inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 self-start border border-border px-2.5 text-foreground transition-colors duration-200 hover:border-foreground"
      >
        {copied ? (
          <Check className="size-3.5 text-secondary dark:text-camel-ink" aria-hidden="true" />
        ) : (
          <Copy className="size-3.5" strokeWidth={1.5} aria-hidden="true" />
        )}
        {copied ? t("instapay.copied") : t("instapay.copy")}
      </button>
      {/* Spoken, but no status region: the section's status is the reference's receipt. */}
      <span aria-live="polite" className="sr-only">
        {copied ? t("instapay.copied") : ""}
      </span>
    </>
  );
}

function Detail({
  label,
  value,
  copy,
  copyName,
  ltr,
}: {
  label: string;
  value: string;
  /** What goes to the clipboard (the amount without its currency, to paste as a number). */
  copy: string;
  copyName: string;
  ltr?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1 bg-background px-5 py-4">
      <dt className="eyebrow text-muted-foreground">{label}</dt>
      {/* The button sits in the <dd>: a <dl>'s groups hold only terms and details. */}
      <dd className="flex flex-col items-start gap-3">
        {/* An address stays left to right inside Arabic text (issue 16); the start edge holds. */}
        <span className="break-all font-serif text-xl lining-nums tabular-nums">
          {ltr ? <Ltr>{value}</Ltr> : value}
        </span>
        <CopyButton text={copy} name={copyName} />
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
  order: Pick<Order, "id" | "subtotal" | "totalPrice" | "shipping" | "paymentState">;
  orderToken?: string | undefined;
}) {
  const report = useReportPayment();
  const { t, locale } = useT();
  const [reference, setReference] = React.useState("");
  const [receipt, setReceipt] = React.useState<File | null>(null);
  const [sent, setSent] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const total = placedTotals(order).total;
  const amount = formatEGP(total, locale);
  // The note names the order ("Order 4"), so the transfer reads as ours among the shopper's own.
  const note = t("instapay.noteText", { id: order.id });

  // Only a transfer still to be made or checked (not cash, a card, or one confirmed).
  if (order.paymentState !== "instapay_awaiting" && order.paymentState !== "instapay_rejected")
    return null;

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
        <Detail
          label={t("instapay.address")}
          value={BRAND.instapay.address}
          copy={BRAND.instapay.address}
          copyName={t("instapay.copyAddress")}
          ltr
        />
        <Detail
          label={t("instapay.amount")}
          value={amount}
          copy={total.toFixed(2)}
          copyName={t("instapay.copyAmount")}
        />
        <Detail
          label={t("instapay.note")}
          value={note}
          copy={note}
          copyName={t("instapay.copyNote")}
        />
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
