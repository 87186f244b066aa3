import { ORDER_STATUSES, statusLabel, type OrderStatus } from "@atelier/shared/orders";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { statusDecision } from "../admin-rules";

/**
 * A quiet mark of where the order stands; the words carry the meaning, the colour only helps
 * scanning.
 */
const STATUS_DOT: Record<OrderStatus, string> = {
  pending: "bg-camel",
  processing: "bg-foreground/45",
  shipped: "bg-foreground",
  delivered: "bg-secondary ring-1 ring-secondary-foreground/40",
  canceled: "bg-destructive",
  returned: "border border-muted-foreground bg-transparent",
  refused: "border border-destructive bg-transparent",
};

function StatusDot({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-block size-2 shrink-0 rounded-full", STATUS_DOT[status], className)}
    />
  );
}

/**
 * The Status dropdown (docs/product.md#admin): the same status does nothing; a canceled, returned
 * or refused order is final, which the admin is told without asking the server; anything else
 * goes to `onChange`. `shown` is the status on display while a change is on its way (defaults to
 * the order's).
 */
export function OrderStatusSelect({
  order,
  onChange,
  shown = order.status,
  busy = false,
  className,
}: {
  order: { id: number; status: OrderStatus };
  onChange: (status: OrderStatus) => void;
  shown?: OrderStatus;
  busy?: boolean;
  className?: string;
}) {
  const choose = (value: string) => {
    const to = value as OrderStatus;
    const decision = statusDecision(order.status, to);
    if (decision === "unchanged") return;
    if (decision === "final") {
      toast.error("Cannot Change Status", {
        description: `Order ${order.id} has already been ${order.status}.`,
      });
      return;
    }
    onChange(to);
  };

  return (
    <Select value={shown} onValueChange={choose} disabled={busy}>
      <SelectTrigger
        aria-label={`Status of order ${order.id}`}
        aria-busy={busy || undefined}
        className={cn("h-9 w-40", className)}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ORDER_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            <span className="flex items-center gap-2.5">
              <StatusDot status={status} />
              {statusLabel(status)}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
