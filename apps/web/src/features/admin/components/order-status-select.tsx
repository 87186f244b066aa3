import * as React from "react";
import { isFinalStatus, statusLabel, type OrderStatus } from "@atelier/shared/orders";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { statusDecision, statusMenu } from "../admin-rules";
import { FinalStatusDialog, isFinal, type FinalStatus } from "./final-status-dialog";

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
 * The Status dropdown (docs/product.md#admin): the usual next step first; the same status does
 * nothing; a canceled, returned or refused order is final, which the admin is told without asking
 * the server; choosing a final status asks first, naming its effects; anything else goes to
 * `onChange`. `shown` is the status on display while a change is on its way (defaults to the
 * order's).
 */
export function OrderStatusSelect({
  order,
  onChange,
  shown = order.status,
  busy = false,
  className,
}: {
  order: {
    id: number;
    status: OrderStatus;
    lines?: readonly { quantity: number }[];
  };
  onChange: (status: OrderStatus) => void;
  shown?: OrderStatus;
  busy?: boolean;
  className?: string;
}) {
  const [asking, setAsking] = React.useState<FinalStatus | null>(null);
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
    if (isFinal(to)) setAsking(to);
    else onChange(to);
  };

  return (
    <>
      <Select value={shown} onValueChange={choose} disabled={busy}>
        <SelectTrigger
          aria-label={`Status of order ${order.id}`}
          aria-busy={busy || undefined}
          className={cn("h-9 w-40", className)}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {statusMenu(order.status).map((status, i, menu) => (
            <SelectItem
              key={status}
              value={status}
              // A hairline sets the final statuses apart from the order's life.
              className={cn(
                isFinalStatus(status) &&
                  !isFinalStatus(menu[i - 1] ?? status) &&
                  "mt-1 border-t border-border pt-2",
              )}
            >
              <span className="flex items-center gap-2.5">
                <StatusDot status={status} />
                {statusLabel(status)}
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FinalStatusDialog
        to={asking}
        what={`order ${order.id}`}
        orders={1}
        units={order.lines?.reduce((n, l) => n + l.quantity, 0) ?? 0}
        onClose={() => setAsking(null)}
        onConfirm={(to) => {
          setAsking(null);
          onChange(to);
        }}
      />
    </>
  );
}
