import { formatCairoDate } from "@atelier/shared/dates";
import { orderDetailsText, type Order } from "@atelier/shared/orders";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useMediaQuery } from "@/lib/use-media-query";
import { useUpdateOrderStatus } from "../api/update-order-status";
import { formatAmount } from "../admin-rules";
import { OrderStatusSelect } from "./order-status-select";
import { Swatch } from "./swatch";

/**
 * The dropdown wired to the server; each order keeps its own request, so two can change at once.
 */
export function OrderStatusControl({ order, className }: { order: Order; className?: string }) {
  const update = useUpdateOrderStatus();
  return (
    <OrderStatusSelect
      order={order}
      shown={update.isPending ? update.variables.status : order.status}
      busy={update.isPending}
      onChange={(status) => update.mutate({ id: order.id, status })}
      className={className}
    />
  );
}

function Items({ order }: { order: Order }) {
  if (order.lines.length === 0) return <>{order.details}</>;
  return (
    <ul className="flex flex-col gap-1">
      {order.lines.map((line, i) => (
        <li key={i}>
          {/* The colour's name beside the size, as the courier's sheet has it. */}
          {line.color && <Swatch hex={line.color.hex} className="me-1.5 size-3 align-[-1px]" />}
          {orderDetailsText([line])}
        </li>
      ))}
    </ul>
  );
}

const COLUMNS = [
  "Customer Email",
  "Contact",
  "Items",
  "Total price without shipping (EGP)",
  "Date",
  "Status",
  "Address",
];

/**
 * Seven columns need the width of a laptop beside the sidebar; narrower screens get a card per
 * order.
 */
const TABLE_QUERY = "(min-width: 1280px)";

/**
 * The date on two lines, the time under the day, still read as the one `MMM d, yyyy hh:mm a` of
 * docs/product.md#api-conventions.
 */
function OrderDate({ date }: { date: string }) {
  const text = formatCairoDate(date);
  const day = text.replace(/ \d{2}:\d{2} [AP]M$/, "");
  return (
    <time dateTime={date}>
      <span className="block">{day} </span>
      <span className="block text-xs">{text.slice(day.length + 1)}</span>
    </time>
  );
}

/** The Recent Orders table of docs/product.md#admin, newest first as the server sends them. */
export function RecentOrders({ orders }: { orders: Order[] | undefined }) {
  const wide = useMediaQuery(TABLE_QUERY);
  if (!orders) return <RecentOrdersSkeleton />;
  if (orders.length === 0) {
    return (
      <p className="border border-dashed border-border px-6 py-14 text-center font-serif text-xl text-muted-foreground">
        No orders yet.
      </p>
    );
  }
  return wide ? <OrdersTable orders={orders} /> : <OrderCards orders={orders} />;
}

function OrdersTable({ orders }: { orders: Order[] }) {
  const cell = "px-2.5 py-4 align-top";
  return (
    <div className="border border-border bg-card">
      <Table className="min-w-[56rem]">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map((column) => (
              <TableHead
                key={column}
                className={
                  column.startsWith("Total") ? "h-auto px-2.5 py-3 text-end leading-4" : "px-2.5"
                }
              >
                {/* The long heading breaks onto lines above its narrow figures. */}
                {column.startsWith("Total") ? (
                  <span className="ms-auto block max-w-[7rem] whitespace-normal">{column}</span>
                ) : (
                  column
                )}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell className={cell}>
                <span className="block max-w-[10rem] truncate" title={order.customer_email}>
                  {order.customer_email}
                </span>
                <span className="mt-1 block max-w-[10rem] truncate text-xs text-muted-foreground">
                  Order {order.id}
                  {order.customerName && <> · {order.customerName}</>}
                </span>
              </TableCell>
              <TableCell className={`${cell} whitespace-nowrap tabular-nums`}>
                {order.customer_number}
              </TableCell>
              <TableCell className={`${cell} min-w-[9rem]`}>
                <Items order={order} />
              </TableCell>
              <TableCell className={`${cell} whitespace-nowrap text-end tabular-nums`}>
                {formatAmount(order.totalPrice)}
              </TableCell>
              <TableCell className={`${cell} whitespace-nowrap text-muted-foreground tabular-nums`}>
                <OrderDate date={order.date} />
              </TableCell>
              <TableCell className={cell}>
                <OrderStatusControl order={order} className="w-[8.75rem]" />
              </TableCell>
              <TableCell className={`${cell} min-w-[8rem] text-muted-foreground`}>
                {order.addressDetails}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function OrderCards({ orders }: { orders: Order[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-col gap-4 border border-border bg-card p-5">
          <div className="flex items-baseline justify-between gap-3">
            <p className="eyebrow text-camel-ink">Order {order.id}</p>
            <p className="text-xs text-muted-foreground tabular-nums">
              <time dateTime={order.date}>{formatCairoDate(order.date)}</time>
            </p>
          </div>
          <OrderStatusControl order={order} className="w-full" />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 text-sm">
            <dt className="eyebrow pt-0.5 text-muted-foreground">Email</dt>
            <dd className="min-w-0 break-words">{order.customer_email}</dd>
            <dt className="eyebrow pt-0.5 text-muted-foreground">Contact</dt>
            <dd className="tabular-nums">{order.customer_number}</dd>
            <dt className="eyebrow pt-0.5 text-muted-foreground">Items</dt>
            <dd>
              <Items order={order} />
            </dd>
            <dt className="eyebrow pt-0.5 text-muted-foreground">Total</dt>
            <dd className="tabular-nums">
              {formatAmount(order.totalPrice)} EGP{" "}
              <span className="text-muted-foreground">without shipping</span>
            </dd>
            <dt className="eyebrow pt-0.5 text-muted-foreground">Address</dt>
            <dd className="text-muted-foreground">{order.addressDetails}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function RecentOrdersSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading orders"
      className="flex flex-col border border-border bg-card"
    >
      {Array.from({ length: 4 }, (_, i) => (
        <div
          key={i}
          className="flex items-center gap-6 border-b border-border px-4 py-5 last:border-0"
        >
          <Skeleton className="h-4 w-48" />
          <Skeleton className="hidden h-4 w-28 sm:block" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-9 w-36 md:block" />
        </div>
      ))}
    </div>
  );
}
