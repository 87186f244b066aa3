import * as React from "react";
import { Tag } from "lucide-react";
import type { Product } from "@atelier/shared/products";
import { isSaleAboveOriginal, saleAboveOriginalMessage } from "@atelier/shared/products-admin";
import { formatEGP } from "@atelier/shared/money";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parsePrice } from "../admin-rules";
import { BusyDialog } from "./busy-dialog";

export type PriceKind = "original" | "sale";

/**
 * One price with its own button (docs/product.md#admin): the button stays disabled while the
 * value is empty, 0 or less, or would put the sale price above the original (`problem` says so
 * under the field). The field empties after a successful update, and the current price below it
 * follows.
 */
function PriceRow({
  id,
  label,
  action,
  current,
  problem,
  onUpdate,
}: {
  id: string;
  label: string;
  action: string;
  current: number;
  problem: (value: number) => string | null;
  onUpdate: (value: number) => Promise<unknown>;
}) {
  const [value, setValue] = React.useState("");
  const [saving, setSaving] = React.useState(false);
  const price = parsePrice(value);
  const refused = price === null ? null : problem(price);

  const update = async () => {
    if (price === null || refused) return;
    setSaving(true);
    try {
      await onUpdate(price);
      setValue("");
    } catch {
      // The failure toast is the caller's; the typed value stays so it can be corrected.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void update();
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={refused ? `${id}-current ${id}-error` : `${id}-current`}
          {...(refused ? { "aria-invalid": true as const } : {})}
        />
        <Button
          type="submit"
          variant="secondary"
          className="sm:w-44"
          disabled={price === null || refused !== null || saving}
        >
          {action}
        </Button>
      </div>
      <p id={`${id}-current`} className="text-xs text-muted-foreground">
        Currently {formatEGP(current)}
      </p>
      {refused && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {refused}
        </p>
      )}
    </form>
  );
}

export function EditPriceForm({
  product,
  onUpdate,
}: {
  product: Pick<Product, "id" | "originalPrice" | "salePrice">;
  onUpdate: (kind: PriceKind, value: number) => Promise<unknown>;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PriceRow
        id={`original-price-${product.id}`}
        label="Original Price"
        action="Update Original"
        current={product.originalPrice}
        problem={(original) =>
          isSaleAboveOriginal(product.salePrice, original)
            ? `${saleAboveOriginalMessage(product.salePrice, original)} Lower the sale price first.`
            : null
        }
        onUpdate={(value) => onUpdate("original", value)}
      />
      <PriceRow
        id={`sale-price-${product.id}`}
        label="Sale Price"
        action="Update Sale"
        current={product.salePrice}
        problem={(sale) =>
          isSaleAboveOriginal(sale, product.originalPrice)
            ? `${saleAboveOriginalMessage(sale, product.originalPrice)} Raise the original price first.`
            : null
        }
        onUpdate={(value) => onUpdate("sale", value)}
      />
    </div>
  );
}

export function EditPriceDialog({
  product,
  onUpdate,
}: {
  product: Product;
  onUpdate: (kind: PriceKind, value: number) => Promise<unknown>;
}) {
  return (
    <BusyDialog
      title="Edit Price"
      description={`${product.title}. Each price is updated on its own.`}
      trigger={
        <Button variant="outline" size="sm">
          <Tag strokeWidth={1.25} aria-hidden="true" />
          Edit Price
        </Button>
      }
    >
      {/* Each price saves on its own and the dialog stays open, so it needs no controls. */}
      {() => <EditPriceForm product={product} onUpdate={onUpdate} />}
    </BusyDialog>
  );
}
