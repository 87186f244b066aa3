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
  return <Badge variant={VARIANT[status]}>{statusLabel(status)}</Badge>;
}
