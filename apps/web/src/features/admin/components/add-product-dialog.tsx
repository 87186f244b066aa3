import * as React from "react";
import { Plus } from "lucide-react";
import { parseTypedNumber } from "@atelier/shared/numerals";
import { SIZES, type ProductCreate, type Size } from "@atelier/shared/products";
import { isSaleAboveOriginal, saleAboveOriginalMessage } from "@atelier/shared/products-admin";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateProduct } from "../api/create-product";
import { uploadImages } from "../api/upload-images";
import { parsePrice, parseStock, STOCK_MESSAGE } from "../admin-rules";
import { BusyDialog, type DialogFormControls } from "./busy-dialog";
import { ImageFilesField, useChosenImages } from "./image-files-field";
import {
  EMPTY_TEXT,
  Field,
  type CategoryOption,
  ProductTextFields,
  type TextFields,
  type TextKey,
} from "./product-text-fields";

type Fields = TextFields & {
  originalPrice: string;
  salePrice: string;
  stock: Record<Size, string>;
};

const EMPTY: Fields = {
  ...EMPTY_TEXT,
  originalPrice: "",
  salePrice: "",
  stock: { S: "", M: "", L: "", XL: "" },
};

const REQUIRED = ["title", "originalPrice", "salePrice"] as const;

/**
 * docs/product.md#admin: title and both prices are checked; material and category are marked but
 * optional.
 */
const missingFields = (fields: Fields) => REQUIRED.filter((key) => fields[key].trim() === "");

/** An empty size is 0; anything else must be a whole number from 0 (never quietly 0). */
const stockOf = (typed: string) => (typed.trim() === "" ? 0 : parseStock(typed));
const badStock = (fields: Fields) => SIZES.filter((size) => stockOf(fields.stock[size]) === null);

/** The sale price may not be above the original (docs/product.md#admin); the message if it is. */
function priceProblem(fields: Fields): string | null {
  const original = parsePrice(fields.originalPrice);
  const sale = parsePrice(fields.salePrice);
  return original !== null && sale !== null && isSaleAboveOriginal(sale, original)
    ? saleAboveOriginalMessage(sale, original)
    : null;
}

function toPayload(fields: Fields, images: string[]): ProductCreate {
  const optional = (value: string) => value.trim() || undefined;
  return {
    title: fields.title.trim(),
    description: fields.description.trim(),
    originalPrice: parseTypedNumber(fields.originalPrice),
    salePrice: parseTypedNumber(fields.salePrice),
    material: optional(fields.material),
    category: optional(fields.category),
    // Optional Arabic words (issue 16): left out, the Arabic pages show the English ones.
    titleAr: optional(fields.titleAr),
    descriptionAr: optional(fields.descriptionAr),
    materialAr: optional(fields.materialAr),
    categoryAr: optional(fields.categoryAr),
    images,
    // Checked before sending (badStock): every size is a count here.
    quantityS: stockOf(fields.stock.S) ?? 0,
    quantityM: stockOf(fields.stock.M) ?? 0,
    quantityL: stockOf(fields.stock.L) ?? 0,
    quantityXL: stockOf(fields.stock.XL) ?? 0,
  };
}

/**
 * The Add Product dialog (docs/product.md#admin). `categories` suggests the ones already in use.
 */
export function AddProductDialog({ categories }: { categories: readonly CategoryOption[] }) {
  return (
    <BusyDialog
      className="max-w-2xl"
      title="Add Product"
      description="Fields marked * are required. Prices are in EGP."
      trigger={
        <Button>
          <Plus strokeWidth={1.5} aria-hidden="true" />
          Add Product
        </Button>
      }
    >
      {(controls) => <AddProductForm categories={categories} {...controls} />}
    </BusyDialog>
  );
}

function AddProductForm({
  categories,
  onBusyChange,
  onDone,
}: {
  categories: readonly CategoryOption[];
} & DialogFormControls) {
  const [fields, setFields] = React.useState<Fields>(EMPTY);
  const [invalid, setInvalid] = React.useState<readonly string[]>([]);
  const [uploading, setUploading] = React.useState(false);
  const chosen = useChosenImages();
  const create = useCreateProduct();
  const busy = uploading || create.isPending;

  React.useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const setValue = (key: TextKey | "originalPrice" | "salePrice", value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setInvalid((current) => current.filter((k) => k !== key));
  };
  const set =
    (key: "originalPrice" | "salePrice") => (event: React.ChangeEvent<HTMLInputElement>) =>
      setValue(key, event.target.value);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = missingFields(fields);
    setInvalid(missing);
    if (missing.length > 0) {
      toast.error("Please fill in all required fields");
      return;
    }
    // Said inline beside the fields; nothing is sent while either stands.
    if (priceProblem(fields) || badStock(fields).length > 0) return;
    let images: string[] = [];
    if (chosen.files.length > 0) {
      setUploading(true);
      try {
        images = await uploadImages(chosen.files);
      } catch (error) {
        toast.error("Failed to upload image", { description: errorMessage(error) });
        return;
      } finally {
        setUploading(false);
      }
    }
    create.mutate(toPayload(fields, images), { onSuccess: onDone });
  };

  const invalidProps = (key: string) =>
    invalid.includes(key) ? { "aria-invalid": true as const } : {};
  const saleProblem = priceProblem(fields);
  const wrongSizes = badStock(fields);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <ProductTextFields
        part="name"
        idPrefix="product"
        fields={fields}
        onChange={setValue}
        invalid={invalid}
      />

      <ImageFilesField
        id="product-images"
        label="Product Images"
        hint="JPEG, PNG, WebP or AVIF, up to 10 MB each. The first image leads."
        chosen={chosen}
        disabled={busy}
      />

      <ProductTextFields
        part="description"
        idPrefix="product"
        fields={fields}
        onChange={setValue}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="product-original-price" label="Original Price" required>
          <Input
            id="product-original-price"
            inputMode="decimal"
            value={fields.originalPrice}
            onChange={set("originalPrice")}
            aria-required="true"
            {...invalidProps("originalPrice")}
          />
        </Field>
        <Field id="product-sale-price" label="Sale Price" required>
          <Input
            id="product-sale-price"
            inputMode="decimal"
            value={fields.salePrice}
            onChange={set("salePrice")}
            aria-required="true"
            {...invalidProps("salePrice")}
            {...(saleProblem
              ? { "aria-invalid": true as const, "aria-describedby": "product-sale-price-error" }
              : {})}
          />
          {saleProblem && (
            <p id="product-sale-price-error" role="alert" className="text-xs text-destructive">
              {saleProblem}
            </p>
          )}
        </Field>
      </div>

      <ProductTextFields
        part="details"
        idPrefix="product"
        fields={fields}
        onChange={setValue}
        categories={categories}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="eyebrow mb-3 text-foreground">Initial Inventory</legend>
        <div className="grid grid-cols-4 gap-3">
          {SIZES.map((size) => (
            <div key={size} className="flex flex-col gap-2">
              <Label htmlFor={`product-stock-${size}`} className="text-muted-foreground">
                <span className="sr-only">Initial inventory for size </span>
                {size}
              </Label>
              {/* Text, not type=number, which reports "" (0) for what it cannot read. */}
              <Input
                id={`product-stock-${size}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                {...(wrongSizes.includes(size)
                  ? { "aria-invalid": true as const, "aria-describedby": "product-stock-error" }
                  : {})}
                value={fields.stock[size]}
                onChange={(event) => {
                  const value = event.target.value;
                  setFields((current) => ({
                    ...current,
                    stock: { ...current.stock, [size]: value },
                  }));
                }}
              />
            </div>
          ))}
        </div>
        {wrongSizes.length > 0 && (
          <p id="product-stock-error" role="alert" className="text-xs text-destructive">
            {wrongSizes.join(", ")}: {STOCK_MESSAGE}
          </p>
        )}
      </fieldset>

      <DialogFooter className="border-t border-border pt-5">
        <Button type="submit" disabled={busy}>
          {uploading ? "Uploading..." : create.isPending ? "Adding..." : "Add Product"}
        </Button>
      </DialogFooter>
    </form>
  );
}
