import type * as React from "react";
import { PRODUCT_TEXT_MAX } from "@atelier/shared/products";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A product's words in both languages, as the admin types them (docs/product.md#admin). */
export type TextFields = {
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  material: string;
  materialAr: string;
  category: string;
  categoryAr: string;
};
export type TextKey = keyof TextFields;

export const EMPTY_TEXT: TextFields = {
  title: "",
  titleAr: "",
  description: "",
  descriptionAr: "",
  material: "",
  materialAr: "",
  category: "",
  categoryAr: "",
};

const TEXTAREA =
  "w-full min-w-0 rounded-[2px] border border-input bg-card px-3 py-2 text-base text-foreground transition-colors duration-200 placeholder:text-muted-foreground focus-visible:border-foreground focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-ring md:text-sm";

export function Field({
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
 * Arabic inputs: typed and shown right to left, in Arabic for the spell checker, and optional —
 * an empty one lets the Arabic pages show the English words (issue 16). Their labels stay in
 * English: the admin is in English (DESIGN §8).
 */
const arabic = { dir: "rtl", lang: "ar" } as const;

/**
 * The four words of a product, each English field with its Arabic twin beside it (one column on
 * phones). `part` picks the rows, so the Add Product dialog can keep its order: name, images,
 * description, prices, material and category.
 */
export function ProductTextFields({
  idPrefix,
  fields,
  onChange,
  invalid = [],
  categories = [],
  part,
}: {
  idPrefix: string;
  fields: TextFields;
  onChange: (key: TextKey, value: string) => void;
  invalid?: readonly string[];
  categories?: string[];
  part: "name" | "description" | "details";
}) {
  const id = (key: string) => `${idPrefix}-${key}`;
  const bind = (key: TextKey) => ({
    id: id(key),
    value: fields[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(key, event.target.value),
    ...(invalid.includes(key) ? { "aria-invalid": true as const } : {}),
  });

  if (part === "name")
    return (
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={id("title")} label="Product Name" required>
          <Input
            {...bind("title")}
            aria-required="true"
            autoComplete="off"
            maxLength={PRODUCT_TEXT_MAX.title}
          />
        </Field>
        <Field id={id("titleAr")} label="Product Name (Arabic)">
          <Input
            {...bind("titleAr")}
            {...arabic}
            autoComplete="off"
            maxLength={PRODUCT_TEXT_MAX.title}
          />
        </Field>
      </div>
    );

  if (part === "description")
    return (
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={id("description")} label="Description">
          <textarea
            {...bind("description")}
            rows={3}
            maxLength={PRODUCT_TEXT_MAX.description}
            className={TEXTAREA}
          />
        </Field>
        <Field id={id("descriptionAr")} label="Description (Arabic)">
          <textarea
            {...bind("descriptionAr")}
            {...arabic}
            rows={3}
            maxLength={PRODUCT_TEXT_MAX.description}
            className={TEXTAREA}
          />
        </Field>
      </div>
    );

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Field id={id("material")} label="Material" required>
        <Input
          {...bind("material")}
          placeholder="Premium quality fabric"
          maxLength={PRODUCT_TEXT_MAX.material}
        />
      </Field>
      <Field id={id("materialAr")} label="Material (Arabic)">
        <Input
          {...bind("materialAr")}
          {...arabic}
          placeholder="قماش فاخر الجودة"
          maxLength={PRODUCT_TEXT_MAX.material}
        />
      </Field>
      <Field id={id("category")} label="Category" required>
        <Input
          {...bind("category")}
          list={id("categories")}
          placeholder="Fashion"
          autoComplete="off"
          maxLength={PRODUCT_TEXT_MAX.category}
        />
        <datalist id={id("categories")}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </Field>
      <Field id={id("categoryAr")} label="Category (Arabic)">
        <Input
          {...bind("categoryAr")}
          {...arabic}
          placeholder="أزياء"
          autoComplete="off"
          maxLength={PRODUCT_TEXT_MAX.category}
        />
      </Field>
    </div>
  );
}
