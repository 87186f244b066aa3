import * as React from "react";
import { toast } from "@/lib/toast";
import { errorText, useT } from "@/i18n";
import { formatEGP } from "@atelier/shared/money";
import { amountPaid, type Order } from "@atelier/shared/orders";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { goToPayment, usePayOnDelivery, usePayOnline } from "../api/pay-online";

/**
 * An order paid by card or mobile wallet through Paymob (issue 32, docs/product.md#paying-online):
 * while it awaits its payment, a button to Paymob's page; after a declined payment, the same,
 * saying so. Paid, or another payment: nothing. Whether it is paid is Paymob's callback's to say,
 * never this page's.
 */
export function OnlinePayment({
  order,
  orderToken,
}: {
  order: Pick<Order, "id" | "totalPrice" | "shipping" | "paymentState">;
  orderToken?: string | undefined;
}) {
  const { t, locale } = useT();
  const pay = usePayOnline();
  const toCash = usePayOnDelivery();
  const [problem, setProblem] = React.useState<string | null>(null);
  if (order.paymentState !== "online_awaiting" && order.paymentState !== "online_failed")
    return null;
  const amount = formatEGP(amountPaid(order), locale);
  const failed = (fallback: string) => (error: Error) =>
    setProblem(
      locale === "en"
        ? errorMessage(error, fallback)
        : errorText(locale, error as Parameters<typeof errorText>[1]),
    );
  const start = () => {
    setProblem(null);
    pay.mutate(
      { orderId: order.id, orderToken },
      {
        onSuccess: ({ paymentUrl }) => goToPayment(paymentUrl),
        onError: failed(t("online.unavailable")),
      },
    );
  };
  // After a declined payment: cash on delivery instead, where the store allows it for the order.
  const payCash = () => {
    setProblem(null);
    toCash.mutate(
      { orderId: order.id, orderToken },
      {
        onSuccess: () =>
          toast.success(t("online.cashChosen"), { description: t("online.cashChosenText") }),
        onError: failed(t("online.cashUnavailable")),
      },
    );
  };
  const busy = pay.isPending || toCash.isPending;
  return (
    <section
      aria-labelledby="online-heading"
      className="flex flex-col gap-5 border border-border p-6 sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <p className="eyebrow text-camel-ink">{t("online.eyebrow")}</p>
        <h2 id="online-heading" className="font-serif text-3xl">
          {t(order.paymentState === "online_failed" ? "online.failedTitle" : "online.title")}
        </h2>
        <p className="text-sm leading-relaxed text-muted-foreground">
          {t(order.paymentState === "online_failed" ? "online.failed" : "online.howTo", {
            amount,
          })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" className="w-fit" onClick={start} disabled={busy}>
          {t(pay.isPending ? "online.opening" : "online.pay", { amount })}
        </Button>
        {order.paymentState === "online_failed" && (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={payCash}
            disabled={busy}
          >
            {t("online.payCash")}
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}
