import * as React from "react";
import { Check, X } from "lucide-react";
import { SIZES, type Size } from "@atelier/shared/products";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
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
import { parseStock, STOCK_MESSAGE } from "../admin-rules";

// On a phone the five columns must fit a card: tighter cells, smaller headings, badges that wrap.
const head = "h-auto px-1.5 py-2.5 leading-4 sm:px-2";
const cell = "px-1.5 py-2 sm:px-2";
const headText = "block whitespace-normal max-sm:text-[0.625rem] max-sm:tracking-[0.12em]";

/**
 * One size's stock (docs/product.md#admin, Inventory by Size): the typed value is pending while it
 * differs from the current stock, then confirmed or discarded. A value that is not a whole number
 * from 0 is refused where it is typed, with nothing to confirm (never saved as 0).
 */
function StockRow({
  size,
  of,
  current,
  lowAt,
  onSave,
}: {
  size: Size;
  /** The colour the row is of, named in its controls' labels (several tables share a card). */
  of?: string | undefined;
  current: number;
  /** The store's low-stock threshold (docs/product.md#low-stock), once known. */
  lowAt?: number | undefined;
  onSave: (size: Size, quantity: number) => Promise<unknown>;
}) {
  const low = current > 0 && lowAt !== undefined && current <= lowAt;
  // null: not editing, the field shows the current stock (and follows it when it changes).
  const [draft, setDraft] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const next = draft === null || draft.trim() === "" ? current : parseStock(draft);
  const invalid = next === null;
  const pending = !invalid && next !== current;
  const errorId = `stock-${size}-${React.useId()}`;

  const save = async () => {
    if (!pending || saving) return;
    setSaving(true);
    try {
      await onSave(size, next);
      setDraft(null);
    } catch {
      // The caller's failure toast has spoken; the typed value stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <TableRow className={cn("hover:bg-transparent", invalid && "border-b-0")}>
        <TableCell className={cn(cell, "font-serif text-lg lining-nums")}>{size}</TableCell>
        <TableCell className={cn(cell, "tabular-nums")}>{current}</TableCell>
        <TableCell className={cell}>
          {/* Text, not type=number: a number field reports "" for what it cannot read, which
            would pass for "unchanged"; this way a wrong count is seen and said. */}
          <Input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={`New quantity for ${of ? `${of}, ` : ""}size ${size}`}
            {...(invalid ? { "aria-invalid": true as const, "aria-describedby": errorId } : {})}
            value={draft ?? String(current)}
            disabled={saving}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void save();
              } else if (event.key === "Escape" && draft !== null) {
                event.preventDefault();
                setDraft(null);
              }
            }}
            className="h-9 w-16 px-2 tabular-nums sm:w-20 sm:px-3"
          />
        </TableCell>
        <TableCell className={cell}>
          {pending && (
            <div className="flex gap-0.5 sm:gap-1">
              <Button
                variant="secondary"
                size="icon-sm"
                aria-label={`Save quantity for ${of ? `${of}, ` : ""}size ${size}`}
                disabled={saving}
                onClick={() => void save()}
              >
                <Check strokeWidth={1.5} aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Discard quantity for ${of ? `${of}, ` : ""}size ${size}`}
                disabled={saving}
                onClick={() => setDraft(null)}
              >
                <X strokeWidth={1.5} aria-hidden="true" />
              </Button>
            </div>
          )}
        </TableCell>
        <TableCell className={cell}>
          <Badge variant={current === 0 ? "destructive" : low ? "outline" : "secondary"}>
            {/* A phone may break it after "Out of", never between "Out" and "of". */}
            <span className="max-sm:whitespace-normal">
              {current === 0 ? "Out\u00a0of Stock" : low ? "Low Stock" : "In Stock"}
            </span>
          </Badge>
        </TableCell>
      </TableRow>
      {invalid && (
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={5} className={cn(cell, "pt-0 whitespace-normal")}>
            <p id={errorId} role="alert" className="text-xs text-destructive">
              {size}: {STOCK_MESSAGE}
            </p>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** The Inventory by Size table of docs/product.md#admin. */
export function InventoryTable({
  title,
  of,
  quantities,
  lowAt,
  onSave,
}: {
  title: string;
  /** A colour's name (docs/product.md#colours): its rows' controls say whose they are. */
  of?: string;
  quantities: Record<Size, number>;
  lowAt?: number | undefined;
  onSave: (size: Size, quantity: number) => Promise<unknown>;
}) {
  return (
    <Table>
      <TableCaption className="sr-only">Inventory by Size of {title}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={head}>
            <span className={headText}>Size</span>
          </TableHead>
          {/* Two-word headings may break onto two lines, so five columns fit a phone and a
              card's third column. */}
          <TableHead className={head}>
            <span className={headText}>Current Stock</span>
          </TableHead>
          <TableHead className={head}>
            <span className={headText}>New Quantity</span>
          </TableHead>
          <TableHead className={head}>
            <span className={headText}>Actions</span>
          </TableHead>
          <TableHead className={head}>
            <span className={headText}>Status</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {SIZES.map((size) => (
          <StockRow
            key={size}
            size={size}
            of={of}
            current={quantities[size]}
            lowAt={lowAt}
            onSave={onSave}
          />
        ))}
      </TableBody>
    </Table>
  );
}
