import * as React from "react";
import { Plus } from "lucide-react";
import { SIZES, type ProductCreate, type Size } from "@atelier/shared/products";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateProduct } from "../api/create-product";
import { uploadImages } from "../api/upload-images";
import { parseStock } from "../admin-rules";
import { BusyDialog, type DialogFormControls } from "./busy-dialog";
import { ImageFilesField, useChosenImages } from "./image-files-field";

type Fields = {
  title: string;
  description: string;
  originalPrice: string;
  salePrice: string;
  material: string;
  category: string;
  stock: Record<Size, string>;
};

const EMPTY: Fields = {
  title: "",
  description: "",
  originalPrice: "",
  salePrice: "",
  material: "",
  category: "",
  stock: { S: "", M: "", L: "", XL: "" },
};

const REQUIRED = ["title", "originalPrice", "salePrice"] as const;

/**
 * docs/product.md#admin: title and both prices are checked; material and category are marked but
 * optional.
 */
const missingFields = (fields: Fields) => REQUIRED.filter((key) => fields[key].trim() === "");

function toPayload(fields: Fields, images: string[]): ProductCreate {
  const optional = (value: string) => value.trim() || undefined;
  return {
    title: fields.title.trim(),
    description: fields.description.trim(),
    originalPrice: Number(fields.originalPrice),
    salePrice: Number(fields.salePrice),
    material: optional(fields.material),
    category: optional(fields.category),
    images,
    quantityS: parseStock(fields.stock.S),
    quantityM: parseStock(fields.stock.M),
    quantityL: parseStock(fields.stock.L),
    quantityXL: parseStock(fields.stock.XL),
  };
}

function Field({
  id,
  label,
  required = false,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-camel-ink">
            *
          </span>
        )}
      </Label>
      {children}
    </div>
  );
}

/**
 * The Add Product dialog (docs/product.md#admin). `categories` suggests the ones already in use.
 */
export function AddProductDialog({ categories }: { categories: string[] }) {
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
  categories: string[];
} & DialogFormControls) {
  const [fields, setFields] = React.useState<Fields>(EMPTY);
  const [invalid, setInvalid] = React.useState<readonly string[]>([]);
  const [uploading, setUploading] = React.useState(false);
  const chosen = useChosenImages();
  const create = useCreateProduct();
  const busy = uploading || create.isPending;

  React.useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const set =
    (key: Exclude<keyof Fields, "stock">) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setFields((current) => ({ ...current, [key]: value }));
      setInvalid((current) => current.filter((k) => k !== key));
    };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = missingFields(fields);
    setInvalid(missing);
    if (missing.length > 0) {
      toast.error("Please fill in all required fields");
      return;
    }
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

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <Field id="product-title" label="Product Name" required>
        <Input
          id="product-title"
          value={fields.title}
          onChange={set("title")}
          aria-required="true"
          autoComplete="off"
          {...invalidProps("title")}
        />
      </Field>

      <ImageFilesField
        id="product-images"
        label="Product Images"
        hint="JPEG, PNG, WebP or AVIF, up to 10 MB each. The first image leads."
        chosen={chosen}
        disabled={busy}
      />

      <Field id="product-description" label="Description">
        <textarea
          id="product-description"
          value={fields.description}
          onChange={set("description")}
          rows={3}
          className="w-full min-w-0 rounded-[2px] border border-input bg-card px-3 py-2 text-base text-foreground transition-colors duration-200 placeholder:text-muted-foreground focus-visible:border-foreground focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-ring md:text-sm"
        />
      </Field>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="product-original-price" label="Original Price" required>
          <Input
            id="product-original-price"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={fields.originalPrice}
            onChange={set("originalPrice")}
            aria-required="true"
            {...invalidProps("originalPrice")}
          />
        </Field>
        <Field id="product-sale-price" label="Sale Price" required>
          <Input
            id="product-sale-price"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={fields.salePrice}
            onChange={set("salePrice")}
            aria-required="true"
            {...invalidProps("salePrice")}
          />
        </Field>
        <Field id="product-material" label="Material" required>
          <Input
            id="product-material"
            value={fields.material}
            onChange={set("material")}
            placeholder="Premium quality fabric"
          />
        </Field>
        <Field id="product-category" label="Category" required>
          <Input
            id="product-category"
            value={fields.category}
            onChange={set("category")}
            list="product-categories"
            placeholder="Fashion"
            autoComplete="off"
          />
          <datalist id="product-categories">
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </Field>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="eyebrow mb-3 text-foreground">Initial Inventory</legend>
        <div className="grid grid-cols-4 gap-3">
          {SIZES.map((size) => (
            <div key={size} className="flex flex-col gap-2">
              <Label htmlFor={`product-stock-${size}`} className="text-muted-foreground">
                <span className="sr-only">Initial inventory for size </span>
                {size}
              </Label>
              <Input
                id={`product-stock-${size}`}
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                placeholder="0"
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
      </fieldset>

      <DialogFooter className="border-t border-border pt-5">
        <Button type="submit" disabled={busy}>
          {uploading ? "Uploading..." : create.isPending ? "Adding..." : "Add Product"}
        </Button>
      </DialogFooter>
    </form>
  );
}
