import { useT } from "@/i18n";
import { MailCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { orderPagePath, type VerifiedOrder } from "../verified-order";

/**
 * Checkout, told by another tab that the e-mailed link placed the held order
 * (docs/product.md#orders): the order is named and opened from here, not placed again.
 */
export function VerifiedElsewhere({ order }: { order: VerifiedOrder }) {
  const { t } = useT();
  const [before, after] = t("checkout.placedElsewhere").split("{number}");
  return (
    <Alert variant="secondary" role="status" className="mb-10">
      <MailCheck strokeWidth={1.25} aria-hidden="true" />
      <AlertTitle>{t("verify.verified")}</AlertTitle>
      <AlertDescription>
        <p>
          {before}
          <span className="text-foreground tabular-nums" dir="ltr">
            #{order.id}
          </span>
          {after}
        </p>
        <Button asChild size="sm" className="mt-3 w-fit">
          <Link to={orderPagePath(order)}>{t("verify.view")}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
