import * as React from "react";
import { Languages } from "lucide-react";
import type { Product, ProductTextPatch } from "@atelier/shared/products";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { toast } from "@/lib/toast";
import { BusyDialog, type DialogFormControls } from "./busy-dialog";
import {
  ProductTextFields,
  type CategoryOption,
  type TextFields,
  type TextKey,
} from "./product-text-fields";

const textOf = (p: Product): TextFields => ({
  title: p.title,
  titleAr: p.titleAr,
  description: p.description,
  descriptionAr: p.descriptionAr,
  material: p.material,
  materialAr: p.materialAr,
  category: p.category,
  categoryAr: p.categoryAr,
});

/** Only what the admin changed is sent, so two admins editing different words do not collide. */
export function changedText(before: TextFields, after: TextFields): ProductTextPatch {
  const patch: Record<string, string> = {};
  for (const key of Object.keys(after) as TextKey[])
    if (after[key].trim() !== before[key].trim()) patch[key] = after[key].trim();
  return patch;
}

/**
 * The Edit Text dialog (docs/product.md#admin): the product's name, description, material and
 * category, each in English with its Arabic beside it (issue 16). An emptied Arabic field removes
 * that translation; the name is required.
 */
export function EditTextDialog({
  product,
  categories = [],
  onSave,
}: {
  product: Product;
  categories?: readonly CategoryOption[];
  onSave: (text: ProductTextPatch) => Promise<unknown>;
}) {
  return (
    <BusyDialog
      className="max-w-2xl"
      title="Edit Text"
      description={`${product.title}. Arabic fields left empty show the English text on Arabic pages.`}
      trigger={
        <Button variant="outline" size="sm">
          <Languages strokeWidth={1.25} aria-hidden="true" />
          Edit Text
        </Button>
      }
    >
      {(controls) => (
        <EditTextForm product={product} categories={categories} onSave={onSave} {...controls} />
      )}
    </BusyDialog>
  );
}

export function EditTextForm({
  product,
  categories = [],
  onSave,
  onBusyChange,
  onDone,
}: {
  product: Product;
  categories?: readonly CategoryOption[];
  onSave: (text: ProductTextPatch) => Promise<unknown>;
} & DialogFormControls) {
  const before = React.useMemo(() => textOf(product), [product]);
  const [fields, setFields] = React.useState<TextFields>(before);
  const [invalid, setInvalid] = React.useState<readonly string[]>([]);
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const patch = changedText(before, fields);
  const unchanged = Object.keys(patch).length === 0;

  const submit = async () => {
    if (fields.title.trim() === "") {
      setInvalid(["title"]);
      toast.error("Please fill in all required fields");
      return;
    }
    setBusy(true);
    try {
      await onSave(patch);
      setBusy(false);
      onDone();
    } catch {
      // The caller's failure toast has spoken; the typed words stay for another try.
      setBusy(false);
    }
  };

  const common = {
    idPrefix: `edit-${product.id}`,
    fields,
    invalid,
    onChange: (key: TextKey, value: string) => {
      setFields((current) => ({ ...current, [key]: value }));
      setInvalid((current) => current.filter((k) => k !== key));
    },
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !unchanged) void submit();
      }}
    >
      <ProductTextFields part="name" {...common} />
      <ProductTextFields part="description" {...common} />
      <ProductTextFields part="details" categories={categories} {...common} />
      <DialogFooter className="border-t border-border pt-5">
        <Button type="submit" disabled={busy || unchanged}>
          {busy ? "Saving..." : "Save Text"}
        </Button>
      </DialogFooter>
    </form>
  );
}
