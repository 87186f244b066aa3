import { errorText, useT } from "@/i18n";
import * as React from "react";
import { Link } from "@/lib/router";
import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { saveLastOrder } from "../last-order";
import { useVerifyGuest } from "../api/verify-guest";

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

function Failed({ message }: { message: string }) {
  const { t } = useT();
  return (
    <Frame
      icon={<CircleX className="size-10 text-destructive" strokeWidth={1} aria-hidden="true" />}
      title={t("verify.failed")}
    >
      <p role="alert" className="leading-relaxed text-muted-foreground">
        {message}
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/contact">{t("verify.support")}</Link>
      </Button>
    </Frame>
  );
}

/**
 * /verify-guest (docs/product.md#orders): loading, then success or error. The link places the order
 * the guest was holding, so the answer's order becomes the last order, ready to be viewed.
 */
export function VerifyGuestView({ token, email }: { token: string | null; email: string | null }) {
  const complete = Boolean(token && email);
  const { t, locale } = useT();
  const verification = useVerifyGuest(token ?? "", email ?? "", complete);
  const order = verification.data?.order;

  React.useEffect(() => {
    if (order) saveLastOrder(order);
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
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {/* The order is placed already, so seeing it comes first; Place my order stays for a
            new order (docs/product.md#orders). */}
        {order && (
          <Button asChild size="lg">
            <Link to="/order-confirmation">{t("verify.view")}</Link>
          </Button>
        )}
        <Button asChild size="lg" variant={order ? "outline" : "default"}>
          <Link to={`/checkout?email=${encodeURIComponent(email ?? "")}`}>
            {t("verify.placeMine")}
          </Link>
        </Button>
      </div>
    </Frame>
  );
}
