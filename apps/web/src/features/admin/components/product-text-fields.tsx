import * as React from "react";
import type { CatalogueCategory } from "@atelier/shared/catalogue";
import { categoryKey, PRODUCT_TEXT_MAX, titleCase } from "@atelier/shared/products";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/** A category in use: its stored name and the Arabic name one of its products gives it. */
export type CategoryOption = { name: string; arabic: string };

/**
 * The categories in use (GET /api/products/categories: one per name whatever its case,
 * docs/product.md#admin), each with its Arabic name if any of its products has one, sorted as
 * they read.
 */
export function categoryOptions(categories: readonly CatalogueCategory[]): CategoryOption[] {
  return categories
    .map((c) => ({ name: c.category, arabic: c.categoryAr.trim() }))
    .sort((a, b) => titleCase(a.name).localeCompare(titleCase(b.name)));
}

const NEW_CATEGORY = "__new__";

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

export const TEXTAREA =
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
 * English: the admin is in English (docs/product.md#languages).
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
  categories?: readonly CategoryOption[];
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
      <CategoryField
        id={id("category")}
        value={fields.category}
        categories={categories}
        onChange={(value) => onChange("category", value)}
      />
      <Field id={id("categoryAr")} label="Category (Arabic)">
        <Input
          {...bind("categoryAr")}
          {...arabic}
          placeholder={
            categories.find((c) => categoryKey(c.name) === categoryKey(fields.category))?.arabic ||
            "أزياء"
          }
          autoComplete="off"
          maxLength={PRODUCT_TEXT_MAX.category}
        />
      </Field>
    </div>
  );
}

/**
 * Category: one of those in use, or a new one added on purpose (docs/product.md#admin), so a
 * typo or another case does not start a second "coats" beside "Coats". A new name that is an
 * existing one in another case says so: the server joins it to that one anyway.
 */
function CategoryField({
  id,
  value,
  categories,
  onChange,
}: {
  id: string;
  value: string;
  categories: readonly CategoryOption[];
  onChange: (value: string) => void;
}) {
  const chosen = categories.find((c) => categoryKey(c.name) === categoryKey(value));
  const [adding, setAdding] = React.useState(
    categories.length === 0 || (value.trim() !== "" && !chosen),
  );
  const hintId = `${id}-joins`;
  return (
    <div className="flex flex-col gap-3">
      <Field id={id} label="Category" required>
        <NativeSelect
          id={id}
          value={adding ? NEW_CATEGORY : (chosen?.name ?? "")}
          onChange={(event) => {
            const next = event.target.value;
            setAdding(next === NEW_CATEGORY);
            onChange(next === NEW_CATEGORY ? "" : next);
          }}
        >
          {!adding && !chosen && <option value="">Choose a category (Fashion if none)</option>}
          {categories.map((c) => (
            <option key={c.name} value={c.name}>
              {titleCase(c.name)}
              {c.arabic ? ` · ${c.arabic}` : ""}
            </option>
          ))}
          <option value={NEW_CATEGORY}>New category…</option>
        </NativeSelect>
      </Field>
      {adding && (
        <Field id={`${id}-new`} label="New category name">
          <Input
            id={`${id}-new`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="Fashion"
            autoComplete="off"
            maxLength={PRODUCT_TEXT_MAX.category}
            {...(chosen ? { "aria-describedby": hintId } : {})}
          />
          {chosen && (
            <p id={hintId} className="text-xs text-muted-foreground">
              That is the existing category {titleCase(chosen.name)}; the product joins it.
            </p>
          )}
        </Field>
      )}
    </div>
  );
}
