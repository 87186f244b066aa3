import { useT } from "@/i18n";
import { statusLabel, type OrderStatus } from "@atelier/shared/orders";
import { Badge } from "@/components/ui/badge";

const VARIANT: Record<OrderStatus, "default" | "secondary" | "outline" | "muted" | "destructive"> =
  {
    pending: "outline",
    processing: "outline",
    shipped: "secondary",
    delivered: "default",
    canceled: "muted",
    returned: "muted",
    refused: "muted",
  };

/** An order's status as a quiet badge: open orders outlined, delivered solid, final ones muted. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t, locale } = useT();
  // The admin (English only) has no orders part loaded: statusLabel says it there.
  return (
    <Badge variant={VARIANT[status]}>
      {locale === "en" ? statusLabel(status) : t(`status.${status}`)}
    </Badge>
  );
}
