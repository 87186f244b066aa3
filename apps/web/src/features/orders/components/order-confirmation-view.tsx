import { useT } from "@/i18n";
import * as React from "react";
import { Link, useNavigate } from "@/lib/router";
import { CircleCheck, Mail, MessageCircle, Truck } from "lucide-react";
import { formatCairoDate } from "@atelier/shared/dates";
import { addressLines, orderDiscount, placedTotals } from "@atelier/shared/orders";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { OrderSummary } from "@/components/ui/order-summary";
import { Separator } from "@/components/ui/separator";
import { useSession } from "@/features/auth";
import { readLastOrder, type LastOrder } from "../last-order";
import { InstapayPayment } from "./instapay-payment";
import { OnlinePayment } from "./online-payment";
import { OrderLineItem } from "./order-line";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2 bg-background px-5 py-5">
      <dt className="eyebrow text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="border-b border-border pb-4 font-serif text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

const NEXT_STEPS = [
  { icon: Mail, title: "confirmation.mailTitle", text: "confirmation.mailText" },
  { icon: Truck, title: "confirmation.shipTitle", text: "confirmation.shipText" },
] as const;

function Confirmation({ order }: { order: LastOrder }) {
  const signedIn = useSession() !== null;
  const { t, locale } = useT();
  const firstName = order.customerName.split(" ")[0] ?? "";
  const address = order.shippingAddress
    ? addressLines(order.shippingAddress, locale)
    : [order.addressDetails];
  return (
    <div className="flex flex-col gap-14">
      <header className="flex flex-col items-center gap-5 text-center">
        <CircleCheck
          className="size-10 text-secondary dark:text-camel-ink"
          strokeWidth={1}
          aria-hidden="true"
        />
        <p className="eyebrow text-camel-ink">
          {firstName ? t("confirmation.thanksName", { name: firstName }) : t("confirmation.thanks")}
        </p>
        <h1 className="display text-5xl sm:text-6xl">{t("confirmation.placed")}</h1>
        <span className="rule-ornament" aria-hidden="true" />
        <p className="max-w-lg leading-relaxed text-muted-foreground">
          {t(
            order.paymentState === "cod"
              ? "confirmation.codText"
              : order.paymentState.startsWith("online_")
                ? "confirmation.onlineText"
                : "confirmation.instapayText",
          )}
        </p>
      </header>

      <InstapayPayment order={order} orderToken={order.orderToken} />
      <OnlinePayment order={order} orderToken={order.orderToken} />

      <dl className="grid grid-cols-2 gap-px border border-border bg-border lg:grid-cols-4">
        <Fact label={t("confirmation.number")}>
          <span className="font-serif text-2xl lining-nums tabular-nums" dir="ltr">
            #{order.id}
          </span>
        </Fact>
        <Fact label={t("confirmation.date")}>{formatCairoDate(order.date, locale)}</Fact>
        <Fact label={t("confirmation.status")}>
          <Badge variant="secondary">{t("confirmation.received")}</Badge>
        </Fact>
        <Fact label={t("confirmation.estimate")}>{t("confirmation.estimateValue")}</Fact>
      </dl>

      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <section aria-labelledby="order-items" className="flex flex-col gap-2">
          <h2 id="order-items" className="border-b border-border pb-4 font-serif text-2xl">
            {t("summary.title")}
          </h2>
          <ul className="divide-y divide-border">
            {order.lines.map((line) => (
              <OrderLineItem key={`${line.productId}-${line.size}-${line.title}`} line={line} />
            ))}
          </ul>
          <Separator />
          <OrderSummary
            totals={placedTotals(order)}
            discount={orderDiscount(order)}
            className="mt-4"
          />
        </section>

        <div className="flex flex-col gap-10">
          <Panel id="customer-information" title={t("confirmation.customer")}>
            <address className="flex flex-col gap-1 text-sm not-italic leading-relaxed">
              {order.customerName && <span>{order.customerName}</span>}
              <span className="self-start break-words text-muted-foreground" dir="ltr">
                {order.customer_email}
              </span>
              <span className="self-start text-muted-foreground tabular-nums" dir="ltr">
                {order.customer_number}
              </span>
            </address>
          </Panel>
          <Panel id="shipping-address" title={t("confirmation.shipping")}>
            <address className="flex flex-col gap-1 text-sm not-italic leading-relaxed">
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </Panel>
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to="/products">{t("confirmation.continueShopping")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">{t("confirmation.home")}</Link>
        </Button>
        {(signedIn || order.orderToken) && (
          <Button asChild size="lg" variant="link" className="sm:ms-2">
            <Link
              to={
                signedIn
                  ? `/orders/${order.id}`
                  : `/orders/${order.id}?token=${encodeURIComponent(order.orderToken ?? "")}`
              }
            >
              {t("confirmation.view")}
            </Link>
          </Button>
        )}
      </div>

      <section
        aria-labelledby="whats-next"
        className="flex flex-col gap-8 border-t border-border pt-12"
      >
        <h2 id="whats-next" className="display text-center text-4xl">
          {t("confirmation.next")}
        </h2>
        <ol className="grid gap-px border border-border bg-border md:grid-cols-3">
          {NEXT_STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 bg-background p-6">
              <Icon className="size-5 text-camel-ink" strokeWidth={1.25} aria-hidden="true" />
              <h3 className="font-serif text-xl">{t(title)}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">
                {t(text, { email: order.customer_email })}
              </p>
            </li>
          ))}
          <li className="flex flex-col gap-3 bg-background p-6">
            <MessageCircle
              className="size-5 text-camel-ink"
              strokeWidth={1.25}
              aria-hidden="true"
            />
            <h3 className="font-serif text-xl">{t("confirmation.questions")}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">
              <Link
                to="/contact"
                className="text-foreground underline decoration-camel underline-offset-4 hover:decoration-foreground"
              >
                {t("confirmation.contact")}
              </Link>{" "}
              {t("confirmation.contactText", { id: order.id })}
            </p>
          </li>
        </ol>
      </section>
    </div>
  );
}

/**
 * /order-confirmation (docs/product.md#orders): the last order from sessionStorage; without one,
 * home.
 */
export function OrderConfirmationView() {
  const navigate = useNavigate();
  const { t } = useT();
  const [order] = React.useState(readLastOrder);

  React.useEffect(() => {
    if (!order) void navigate("/", { replace: true });
  }, [order, navigate]);

  if (!order) {
    return (
      <p role="status" className="py-24 text-center text-muted-foreground">
        {t("confirmation.loading")}
      </p>
    );
  }
  return <Confirmation order={order} />;
}
