import { errorText, useT } from "@/i18n";
import * as React from "react";
import { Link } from "@/lib/router";
import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ERROR_CODES } from "@atelier/shared/errors";
import { ApiError, errorMessage } from "@/lib/api-client";
import { saveLastOrder } from "../last-order";
import { useVerifyGuest } from "../api/verify-guest";
import { orderPagePath, releaseVerifiedOrder } from "../verified-order";

function Frame({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-[55svh] max-w-lg flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      {icon}
      <h1 className="display text-5xl">{title}</h1>
      <span className="rule-ornament" aria-hidden="true" />
      {children}
    </div>
  );
}

/**
 * The link verified the e-mail but could not place the held order (a piece sold out meanwhile, too
 * many open orders, cash on delivery closed): the bag still holds it, so ordering again is offered.
 */
const verifiedButNotPlaced = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 ||
    error.code === ERROR_CODES.INSUFFICIENT_QUANTITY ||
    error.code === ERROR_CODES.TOO_MANY_OPEN_ORDERS ||
    error.code === ERROR_CODES.COD_NOT_AVAILABLE);

function Failed({ message, orderAgainAs }: { message: string; orderAgainAs?: string | null }) {
  const { t } = useT();
  return (
    <Frame
      icon={<CircleX className="size-10 text-destructive" strokeWidth={1} aria-hidden="true" />}
      title={t("verify.failed")}
    >
      <p role="alert" className="leading-relaxed text-muted-foreground">
        {message}
      </p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {orderAgainAs && (
          <Button asChild size="lg">
            <Link to={`/checkout?email=${encodeURIComponent(orderAgainAs)}`}>
              {t("verify.placeMine")}
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant={orderAgainAs ? "outline" : "default"}>
          <Link to="/contact">{t("verify.support")}</Link>
        </Button>
      </div>
    </Frame>
  );
}

/**
 * /verify-guest (docs/product.md#orders): loading, then success or error. The link places the order
 * the guest was holding: its pieces leave the basket (verified-order.ts) and the page offers the
 * order itself, never a checkout that would place it twice.
 */
export function VerifyGuestView({ token, email }: { token: string | null; email: string | null }) {
  const complete = Boolean(token && email);
  const { t, locale } = useT();
  const verification = useVerifyGuest(token ?? "", email ?? "", complete);
  const order = verification.data?.order;

  React.useEffect(() => {
    if (!order) return;
    saveLastOrder(order);
    releaseVerifiedOrder(order);
  }, [order]);

  if (!complete) return <Failed message={t("verify.missing")} />;

  if (verification.isPending) {
    return (
      <Frame
        icon={
          <LoaderCircle
            className="size-10 animate-spin text-camel-ink"
            strokeWidth={1}
            aria-hidden="true"
          />
        }
        title={t("verify.verifying")}
      >
        <p role="status" className="text-muted-foreground">
          {t("verify.verifyingText")}
        </p>
      </Frame>
    );
  }

  if (verification.isError) {
    return (
      <Failed
        message={
          locale === "en"
            ? errorMessage(verification.error, t("verify.failedText"))
            : errorText(locale, verification.error)
        }
        orderAgainAs={verifiedButNotPlaced(verification.error) ? email : null}
      />
    );
  }

  return (
    <Frame
      icon={
        <CircleCheck
          className="size-10 text-secondary dark:text-camel-ink"
          strokeWidth={1}
          aria-hidden="true"
        />
      }
      title={t("verify.verified")}
    >
      <div role="status" className="flex flex-col gap-3">
        <p className="text-lg leading-relaxed">{t("verify.verifiedText")}</p>
        {order && (
          <p className="text-sm text-muted-foreground">
            {(() => {
              const [before, after] = t("verify.order").split("{number}");
              return (
                <>
                  {before}
                  <span className="text-foreground tabular-nums" dir="ltr">
                    #{order.id}
                  </span>
                  {after}
                </>
              );
            })()}
          </p>
        )}
      </div>
      {order && (
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
          {/* Placed already: seeing it is the way on. The old Place my order would place it
              again from a bag that still held it (docs/product.md#orders). */}
          <Button asChild size="lg">
            <Link to={orderPagePath(order)}>{t("verify.view")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/products">{t("cart.continueShopping")}</Link>
          </Button>
        </div>
      )}
    </Frame>
  );
}
