import * as React from "react";
import { ChevronLeft, ChevronRight, Download, Search } from "lucide-react";
import { formatCairoDate } from "@atelier/shared/dates";
import { GOVERNORATE_TABLE } from "@atelier/shared/egypt";
import {
  isFinalStatus,
  ORDER_STATUSES,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  statusLabel,
  type Order,
  type OrderStatus,
} from "@atelier/shared/orders";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useSession } from "@/features/auth";
import { errorMessage } from "@/lib/api-client";
import { Link, useSearchParams } from "@/lib/router";
import { toast } from "@/lib/toast";
import { downloadCsv, useBulkStatus } from "../api/admin-order";
import { TrackingImport } from "./tracking-import";
import {
  FILTER_KEYS,
  ORDERS_PAGE,
  useAdminOrderPage,
  type OrderListParams,
} from "../api/get-admin-orders";
import { formatAmount, nextStatus, statusMenu } from "../admin-rules";
import { FinalStatusDialog, isFinal, type FinalStatus } from "./final-status-dialog";
import { OrderStatusControl } from "./recent-orders";

/** The 27 governorates by English name, for the filter (the admin is in English). */
const GOVERNORATE_OPTIONS = [...GOVERNORATE_TABLE]
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const paramsOf = (search: URLSearchParams): OrderListParams => {
  const params: OrderListParams = {};
  for (const key of [...FILTER_KEYS, "before"] as const) {
    const value = search.get(key);
    if (value) params[key] = value;
  }
  return params;
};

/**
 * /admin/orders (docs/product.md#admin): the filters live in the URL, so a filtered list can be
 * bookmarked or shared; pages go by keyset (`before` = the last id shown), newest first.
 */
export function AdminOrdersList() {
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search);
  const page = useAdminOrderPage(params);
  // The `before` of each earlier page, so Newer steps back; a reload starts over at the newest.
  const [trail, setTrail] = React.useState<(string | undefined)[]>([]);
  const [selected, setSelected] = React.useState<Set<number>>(new Set());
  const [exporting, setExporting] = React.useState(false);
  const token = useSession()?.token ?? null;

  const go = (next: OrderListParams) => {
    setSelected(new Set());
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) query.set(key, value);
    setSearch(query);
  };
  const { before, ...filters } = params;

  const applyFilters = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: OrderListParams = {};
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? "").trim();
      if (value) next[key] = value;
    }
    setTrail([]);
    go(next);
  };

  const orders = page.data?.data;
  const older = () => {
    const last = orders?.at(-1);
    if (!last) return;
    setTrail([...trail, before]);
    go({ ...filters, before: String(last.id) });
  };
  const newer = () => {
    const previous = trail.at(-1);
    setTrail(trail.slice(0, -1));
    go({ ...filters, before: previous });
  };

  // The courier sheet (docs/product.md#admin): without a status filter, only the orders ready
  // to ship; every order only when asked for by name.
  const exportCsv = async (all = false) => {
    setExporting(true);
    try {
      await downloadCsv(filters, token, { all });
    } catch (error) {
      toast.error("Export failed", { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const total = page.data?.total;
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-4">
          <Link
            to="/admin"
            className="eyebrow inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground"
          >
            <ChevronLeft
              className="rtl:-scale-x-100 size-3.5"
              strokeWidth={1.25}
              aria-hidden="true"
            />
            Dashboard
          </Link>
          <h1 className="display text-5xl sm:text-6xl">Orders</h1>
          <p className="max-w-2xl text-base leading-relaxed text-muted-foreground">
            Find, filter and ship orders; export the list for the courier.
          </p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <Button
            variant="outline"
            onClick={() => void exportCsv()}
            disabled={exporting}
            aria-busy={exporting || undefined}
            aria-describedby="export-scope"
          >
            <Download strokeWidth={1.25} aria-hidden="true" />
            {exporting ? "Exporting…" : "Export CSV"}
          </Button>
          <p id="export-scope" className="text-sm text-muted-foreground sm:text-end">
            {filters.status ? (
              `The ${statusLabel(filters.status).toLowerCase()} orders that match.`
            ) : (
              <>
                Orders ready to ship (processing) only.{" "}
                <button
                  type="button"
                  className="underline underline-offset-4 hover:text-foreground disabled:opacity-50"
                  onClick={() => void exportCsv(true)}
                  disabled={exporting}
                >
                  Export all orders
                </button>
              </>
            )}
          </p>
        </div>
      </div>

      <TrackingImport />

      <Filters key={search.toString()} params={filters} onSubmit={applyFilters} />

      <section aria-labelledby="orders-heading" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-baseline justify-between gap-4 border-b border-border pb-3">
          <h2 id="orders-heading" className="font-serif text-3xl">
            {Object.keys(filters).length ? "Matching orders" : "All orders"}
          </h2>
          <p className="eyebrow text-muted-foreground" aria-live="polite">
            {total === undefined
              ? ""
              : `${total.toLocaleString("en-US")} ${total === 1 ? "order" : "orders"}`}
          </p>
        </div>
        {selected.size > 0 && (
          <BulkBar
            chosen={(orders ?? []).filter((o) => selected.has(o.id))}
            onDone={() => setSelected(new Set())}
          />
        )}
        {page.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-4 border border-destructive/60 px-5 py-4"
          >
            <p className="text-sm text-destructive">{errorMessage(page.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void page.refetch()}>
              Try again
            </Button>
          </div>
        ) : !orders ? (
          <Skeleton className="h-64 w-full" aria-label="Loading orders" />
        ) : orders.length === 0 ? (
          <p className="border border-dashed border-border px-6 py-14 text-center font-serif text-xl text-muted-foreground">
            No orders match.
          </p>
        ) : (
          <OrdersTable orders={orders} selected={selected} onSelect={setSelected} />
        )}
        <nav aria-label="Pages" className="flex items-center justify-between gap-4">
          <Button variant="ghost" size="sm" onClick={newer} disabled={!before}>
            <ChevronLeft className="rtl:-scale-x-100" strokeWidth={1.25} aria-hidden="true" />
            Newer
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={older}
            disabled={!orders || orders.length < ORDERS_PAGE}
          >
            Older
            <ChevronRight className="rtl:-scale-x-100" strokeWidth={1.25} aria-hidden="true" />
          </Button>
        </nav>
      </section>
    </div>
  );
}

function Filters({
  params,
  onSubmit,
}: {
  params: OrderListParams;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={onSubmit}
      className="grid gap-4 border border-border bg-card p-5 sm:grid-cols-2 lg:grid-cols-3 lg:items-end 2xl:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_1fr_auto]"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="orders-q">Search</Label>
        <Input
          id="orders-q"
          name="q"
          type="search"
          defaultValue={params.q}
          maxLength={200}
          placeholder="Order number, e-mail, phone or name"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="orders-status">Status</Label>
        <NativeSelect id="orders-status" name="status" defaultValue={params.status ?? ""}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="orders-payment">Payment</Label>
        <NativeSelect id="orders-payment" name="payment" defaultValue={params.payment ?? ""}>
          <option value="">Any payment</option>
          {PAYMENT_STATES.map((p) => (
            <option key={p} value={p}>
              {PAYMENT_STATE_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="orders-governorate">Governorate</Label>
        <NativeSelect
          id="orders-governorate"
          name="governorate"
          defaultValue={params.governorate ?? ""}
        >
          <option value="">Any governorate</option>
          {GOVERNORATE_OPTIONS.map((g) => (
            <option key={g.code} value={g.code}>
              {g.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="orders-whatsapp">WhatsApp</Label>
        <NativeSelect id="orders-whatsapp" name="whatsapp" defaultValue={params.whatsapp ?? ""}>
          <option value="">Any answer</option>
          <option value="confirmed">Confirmed on WhatsApp</option>
          <option value="awaiting">Awaiting confirmation</option>
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="orders-from">From</Label>
        <Input id="orders-from" name="from" type="date" defaultValue={params.from} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="orders-to">To</Label>
        <Input id="orders-to" name="to" type="date" defaultValue={params.to} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="h-11">
          <Search strokeWidth={1.25} aria-hidden="true" />
          Apply
        </Button>
        <Button asChild variant="ghost" className="h-11">
          <Link to="/admin/orders">Clear</Link>
        </Button>
      </div>
    </form>
  );
}

/**
 * The bulk status bar: the menu leads with the usual next step when every chosen order stands at
 * the same status, and a final status asks first, naming its effects (docs/product.md#admin).
 */
function BulkBar({ chosen, onDone }: { chosen: Order[]; onDone: () => void }) {
  const statuses = new Set(chosen.map((o) => o.status));
  const common = statuses.size === 1 ? [...statuses][0] : undefined;
  // A new mix of statuses starts the menu over at its own next step.
  return <BulkForm key={common ?? "mixed"} chosen={chosen} common={common} onDone={onDone} />;
}

function BulkForm({
  chosen,
  common,
  onDone,
}: {
  chosen: Order[];
  common: OrderStatus | undefined;
  onDone: () => void;
}) {
  const bulk = useBulkStatus();
  const menu = statusMenu(common);
  const [status, setStatus] = React.useState<OrderStatus>(
    (common && nextStatus(common)) ?? "shipped",
  );
  const [asking, setAsking] = React.useState<FinalStatus | null>(null);
  const ids = chosen.map((o) => o.id);
  const apply = (to: OrderStatus) => bulk.mutate({ ids, status: to }, { onSuccess: onDone });
  return (
    <div
      role="region"
      aria-label="Selected orders"
      className="flex flex-col gap-3 border border-foreground/30 bg-secondary/40 px-5 py-4 sm:flex-row sm:items-center"
    >
      <p className="text-sm">
        {ids.length} {ids.length === 1 ? "order" : "orders"} selected
      </p>
      <div className="flex flex-1 items-center gap-3 sm:justify-end">
        <Label htmlFor="bulk-status" className="sr-only">
          New status for the selected orders
        </Label>
        <div className="w-44">
          <NativeSelect
            id="bulk-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus)}
            className="h-10"
          >
            {menu.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          size="sm"
          className="h-10"
          disabled={bulk.isPending || ids.length === 0}
          onClick={() => (isFinal(status) ? setAsking(status) : apply(status))}
        >
          Change status
        </Button>
      </div>
      <FinalStatusDialog
        to={asking}
        what={ids.length === 1 ? `order ${ids[0]}` : `${ids.length} orders`}
        orders={ids.length}
        units={chosen
          .filter((o) => !isFinalStatus(o.status))
          .reduce((n, o) => n + o.lines.reduce((m, l) => m + l.quantity, 0), 0)}
        onClose={() => setAsking(null)}
        onConfirm={(to) => {
          setAsking(null);
          apply(to);
        }}
      />
    </div>
  );
}

function OrdersTable({
  orders,
  selected,
  onSelect,
}: {
  orders: Order[];
  selected: Set<number>;
  onSelect: (next: Set<number>) => void;
}) {
  const all = orders.every((o) => selected.has(o.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const cell = "px-2.5 py-4 align-top";
  return (
    <div className="overflow-x-auto border border-border bg-card">
      <Table className="min-w-[60rem]">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-10 px-3">
              <input
                type="checkbox"
                aria-label="Select all orders on this page"
                checked={all}
                onChange={() => onSelect(all ? new Set() : new Set(orders.map((o) => o.id)))}
                className="size-4 accent-foreground"
              />
            </TableHead>
            <TableHead className="px-2.5">Order</TableHead>
            <TableHead className="px-2.5">Customer</TableHead>
            <TableHead className="px-2.5 text-end">With shipping (EGP)</TableHead>
            <TableHead className="px-2.5">Date</TableHead>
            <TableHead className="px-2.5">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} data-state={selected.has(order.id) ? "selected" : undefined}>
              <TableCell className="px-3 py-4 align-top">
                <input
                  type="checkbox"
                  aria-label={`Select order ${order.id}`}
                  checked={selected.has(order.id)}
                  onChange={() => toggle(order.id)}
                  className="size-4 accent-foreground"
                />
              </TableCell>
              <TableCell className={cell}>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  Order {order.id}
                </Link>
                <span className="mt-1 block max-w-[14rem] text-xs text-muted-foreground">
                  {order.details}
                </span>
              </TableCell>
              <TableCell className={cell}>
                <span className="block">{order.customerName}</span>
                <span className="block max-w-[14rem] truncate text-xs text-muted-foreground">
                  {order.customer_email}
                </span>
                {/* Phone and payment sit under what they belong to: the table fits at 1280 px. */}
                <span className="block whitespace-nowrap text-xs text-muted-foreground tabular-nums">
                  {order.customer_number}
                </span>
              </TableCell>
              <TableCell className={`${cell} text-end`}>
                <span className="block whitespace-nowrap tabular-nums">
                  {formatAmount(order.totalPrice + order.shipping)}
                </span>
                <span className="mt-1 block text-xs text-muted-foreground">
                  {PAYMENT_STATE_LABELS[order.paymentState]}
                </span>
                {order.whatsappConfirmedAt && (
                  <span className="mt-1 block whitespace-nowrap text-xs text-foreground">
                    Confirmed on WhatsApp
                  </span>
                )}
              </TableCell>
              <TableCell
                className={`${cell} whitespace-nowrap text-xs text-muted-foreground tabular-nums`}
              >
                <time dateTime={order.date}>{formatCairoDate(order.date)}</time>
              </TableCell>
              <TableCell className={cell}>
                <OrderStatusControl order={order} className="w-[8.75rem]" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
