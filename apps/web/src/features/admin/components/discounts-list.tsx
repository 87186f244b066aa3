import { discountValueLabel, type Discount } from "@atelier/shared/discounts";
import { formatEGP } from "@atelier/shared/money";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/cn";

/*
 * The codes (docs/product.md#discount-codes--the-admin): a table from md up, one card per code on
 * a phone, with the same words. Delivered sales and discount are what an influencer is paid on.
 */

export type RowActions = {
  busy: boolean;
  onActive: (d: Discount, active: boolean) => void;
  onDelete: (d: Discount) => void;
};

const limitText = (d: Discount) =>
  [
    d.usageLimit === null ? "No limit" : `Limit ${d.usageLimit}`,
    d.perCustomerLimit !== null && `${d.perCustomerLimit} per customer`,
    d.firstOrderOnly && "first order only",
  ]
    .filter(Boolean)
    .join(" · ");

/** A few counts, label and figure a line: the uses, or the orders by outcome. */
function Counts({ rows }: { rows: [string, number][] }) {
  return (
    <dl className="grid w-max grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-xs tabular-nums">
      {rows.map(([label, n]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-end">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

function Uses({ d }: { d: Discount }) {
  return (
    <>
      <Counts
        rows={[
          ["Reserved", d.uses.reserved],
          ["Consumed", d.uses.consumed],
          ["Given back", d.uses.givenBack],
        ]}
      />
      <p className="mt-2 text-xs text-muted-foreground">{limitText(d)}</p>
    </>
  );
}

function Orders({ d }: { d: Discount }) {
  return (
    <Counts
      rows={[
        ["Placed", d.figures.placed],
        ["Delivered", d.figures.delivered],
        ["Refused", d.figures.refused],
        ["Returned", d.figures.returned],
      ]}
    />
  );
}

function State({ active }: { active: boolean }) {
  return (
    <span className={cn("text-sm", active ? "text-foreground" : "text-muted-foreground")}>
      {active ? "Active" : "Inactive"}
    </span>
  );
}

function Actions({ d, busy, onActive, onDelete }: { d: Discount } & RowActions) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`${d.active ? "Deactivate" : "Activate"} ${d.code}`}
        onClick={() => onActive(d, !d.active)}
      >
        {d.active ? "Deactivate" : "Activate"}
      </Button>
      {/* A used code stays: its orders and figures keep its name. */}
      {d.figures.placed === 0 && (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`Delete ${d.code}`}
          onClick={() => onDelete(d)}
        >
          Delete
        </Button>
      )}
    </div>
  );
}

function CodeName({ d }: { d: Discount }) {
  return (
    <>
      <span className="block font-serif text-xl leading-tight tracking-wide lining-nums">
        {d.code}
      </span>
      {d.note && <span className="mt-1 block text-xs text-muted-foreground">{d.note}</span>}
    </>
  );
}

export function DiscountsTable({ discounts, ...actions }: { discounts: Discount[] } & RowActions) {
  const cell = "px-3 py-4 align-top";
  return (
    <div className="hidden border border-border bg-card md:block">
      <Table className="min-w-[56rem]">
        <TableCaption className="sr-only">
          Discount codes, newest first, with their uses and what each brought
        </TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="px-3">Code</TableHead>
            <TableHead className="px-3">Discount</TableHead>
            <TableHead className="px-3">Uses</TableHead>
            <TableHead className="px-3">Orders</TableHead>
            <TableHead className="px-3 text-end">Delivered sales</TableHead>
            <TableHead className="px-3 text-end">Delivered discount</TableHead>
            <TableHead className="px-3">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {discounts.map((d) => (
            <TableRow key={d.id}>
              <TableCell className={cell}>
                <CodeName d={d} />
              </TableCell>
              <TableCell className={cell}>
                <span className="block whitespace-nowrap">{discountValueLabel(d)}</span>
                <State active={d.active} />
              </TableCell>
              <TableCell className={cell}>
                <Uses d={d} />
              </TableCell>
              <TableCell className={cell}>
                <Orders d={d} />
              </TableCell>
              <TableCell className={`${cell} whitespace-nowrap text-end tabular-nums`}>
                {formatEGP(d.figures.deliveredSales)}
              </TableCell>
              <TableCell className={`${cell} whitespace-nowrap text-end tabular-nums`}>
                {formatEGP(d.figures.deliveredDiscount)}
              </TableCell>
              <TableCell className={cell}>
                <Actions d={d} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function DiscountCards({ discounts, ...actions }: { discounts: Discount[] } & RowActions) {
  return (
    <ul
      aria-label="Discount codes"
      className="flex flex-col divide-y divide-border border-y border-border md:hidden"
    >
      {discounts.map((d) => (
        <li key={d.id} className="flex flex-col gap-4 py-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <CodeName d={d} />
            </div>
            <p className="shrink-0 text-end text-sm">
              <span className="block">{discountValueLabel(d)}</span>
              <State active={d.active} />
            </p>
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="flex flex-col gap-2">
              <h3 className="eyebrow text-muted-foreground">Uses</h3>
              <Uses d={d} />
            </div>
            <div className="flex flex-col gap-2">
              <h3 className="eyebrow text-muted-foreground">Orders</h3>
              <Orders d={d} />
            </div>
          </div>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-3 text-sm tabular-nums">
            <dt className="text-muted-foreground">Delivered sales</dt>
            <dd className="text-end">{formatEGP(d.figures.deliveredSales)}</dd>
            <dt className="text-muted-foreground">Delivered discount</dt>
            <dd className="text-end">{formatEGP(d.figures.deliveredDiscount)}</dd>
          </dl>
          <Actions d={d} {...actions} />
        </li>
      ))}
    </ul>
  );
}
