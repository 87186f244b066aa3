import * as React from "react";
import {
  CODE_MAX,
  DISCOUNT_KINDS,
  type DiscountCreate,
  type DiscountKind,
} from "@atelier/shared/discounts";
import { Button } from "@/components/ui/button";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useCategories } from "../api/get-categories";
import { ApiError, errorMessage } from "@/lib/api-client";

/*
 * A new discount code (docs/product.md#discount-codes--the-admin). The server checks every field
 * and names the wrong one; its message is shown under that field (docs/product.md#forms).
 */

export const KIND_LABELS: Record<DiscountKind, string> = {
  percent: "Percent off",
  fixed: "Amount off (EGP)",
  free_shipping: "Free shipping",
};

type Draft = {
  code: string;
  kind: DiscountKind;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  categories: string[];
  productIds: string;
  excludeSale: boolean;
  note: string;
  active: boolean;
};

export type DiscountField = keyof Draft;
type TextKey = { [K in DiscountField]: Draft[K] extends string ? K : never }[DiscountField];

const WHOLE = { inputMode: "numeric", type: "number", min: 1, step: 1 } as const;
const EGP = { inputMode: "decimal", type: "number", min: 0.01, step: 0.01 } as const;
const FIELDS: DiscountField[] = [
  "code",
  "kind",
  "value",
  "minSubtotal",
  "startsAt",
  "endsAt",
  "usageLimit",
  "perCustomerLimit",
  "firstOrderOnly",
  "categories",
  "productIds",
  "excludeSale",
  "note",
  "active",
];

const EMPTY: Draft = {
  code: "",
  kind: "percent",
  value: "",
  minSubtotal: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  perCustomerLimit: "",
  firstOrderOnly: false,
  categories: [],
  productIds: "",
  excludeSale: false,
  note: "",
  active: true,
};

/** A typed number as a number; anything else as typed, so the server names what is wrong. */
const numberOf = (text: string): number => {
  const n = Number(text.trim());
  return (Number.isFinite(n) ? n : text.trim()) as number;
};
const optional = (text: string) => (text.trim() === "" ? undefined : numberOf(text));

/** The draft as the API takes it: empty fields left out. */
export function bodyOf(d: Draft): DiscountCreate {
  const ids = d.productIds.split(/[\s,]+/).filter(Boolean);
  return {
    code: d.code,
    kind: d.kind,
    ...(d.kind !== "free_shipping" && { value: optional(d.value) ?? "" }),
    ...(d.minSubtotal.trim() && { minSubtotal: numberOf(d.minSubtotal) }),
    ...(d.startsAt && { startsAt: d.startsAt }),
    ...(d.endsAt && { endsAt: d.endsAt }),
    ...(d.usageLimit.trim() && { usageLimit: numberOf(d.usageLimit) }),
    ...(d.perCustomerLimit.trim() && { perCustomerLimit: numberOf(d.perCustomerLimit) }),
    firstOrderOnly: d.firstOrderOnly,
    categories: d.categories,
    productIds: ids.map(numberOf),
    excludeSale: d.excludeSale,
    note: d.note,
    active: d.active,
  };
}

/**
 * The field a 400 is about: DISCOUNT_CODE_TAKEN is the code's; otherwise the field the message
 * starts with ("value must be…", "productIds.0: …"), or none (shown above the buttons).
 */
export function fieldOf(error: unknown): DiscountField | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  if (error.code === "DISCOUNT_CODE_TAKEN") return "code";
  const first = /^([A-Za-z]+)/.exec(error.message)?.[1];
  return FIELDS.find((f) => f === first);
}

const controlId = (field: DiscountField) => `discount-${field}`;

function Field({
  field,
  label,
  error,
  hint,
  children,
}: {
  field: DiscountField;
  label: string;
  error: string | undefined;
  hint?: string;
  children: React.ReactElement<Record<string, unknown>>;
}) {
  const id = controlId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {React.cloneElement(children, { id, ...invalidProps(id, error, hintId) })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError controlId={id}>{error}</FieldError>
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 accent-foreground"
      />
      {label}
    </label>
  );
}

/** The new code's form; `error` is the API's last answer to it. */
export function DiscountForm({
  busy,
  error,
  onSave,
  onCancel,
}: {
  busy: boolean;
  error: unknown;
  onSave: (body: DiscountCreate) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = React.useState(EMPTY);
  const categories = useCategories();
  const set =
    <K extends DiscountField>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: DiscountField) => (e: React.ChangeEvent<HTMLInputElement>) =>
    set(key)(e.target.value as never);
  const wrong = fieldOf(error);
  // Beside its field the message need not say "code: " first.
  const errorFor = (field: DiscountField) =>
    wrong === field ? errorMessage(error).replace(/^[\w.]+: /, "") : undefined;
  // Focus goes to the field the server named, so a keyboard or screen-reader user is taken there.
  React.useEffect(() => {
    if (wrong) document.getElementById(controlId(wrong))?.focus();
  }, [error, wrong]);
  const toggleCategory = (name: string) =>
    setDraft((d) => ({
      ...d,
      categories: d.categories.includes(name)
        ? d.categories.filter((c) => c !== name)
        : [...d.categories, name],
    }));

  /** A typed field: its label, its hint, and the server's message under it. */
  const textField = (
    field: TextKey,
    label: string,
    hint: string | undefined,
    props: React.ComponentProps<typeof Input> = {},
  ) => (
    <Field field={field} label={label} error={errorFor(field)} hint={hint}>
      <Input value={draft[field]} onChange={text(field)} {...props} />
    </Field>
  );

  return (
    <form
      aria-label="New discount code"
      noValidate
      className="flex flex-col gap-8 border border-border bg-card p-6 sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(bodyOf(draft));
      }}
    >
      <h2 className="font-serif text-3xl leading-tight">New discount code</h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {textField(
          "code",
          "Code",
          "Letters, digits and dashes; shoppers may type it in any case.",
          {
            maxLength: CODE_MAX,
            autoCapitalize: "characters",
            autoComplete: "off",
            spellCheck: false,
            className: "font-medium uppercase tracking-wider",
          },
        )}
        <Field field="kind" label="Kind" error={errorFor("kind")}>
          <NativeSelect
            value={draft.kind}
            onChange={(e) => set("kind")(e.target.value as DiscountKind)}
          >
            {DISCOUNT_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {draft.kind === "percent" &&
          textField("value", "Percent (1–90)", undefined, { ...WHOLE, max: 90 })}
        {draft.kind === "fixed" && textField("value", "Amount (EGP)", undefined, EGP)}
        {textField(
          "minSubtotal",
          "Minimum subtotal (EGP)",
          "Optional: the pieces' total before the code.",
          EGP,
        )}
        {textField("startsAt", "Starts (Cairo time)", "Optional: valid at once when empty.", {
          type: "datetime-local",
        })}
        {textField("endsAt", "Ends (Cairo time)", "Optional: never expires when empty.", {
          type: "datetime-local",
        })}
        {textField(
          "usageLimit",
          "Usage limit",
          "Optional: orders in all; a canceled or refused order gives its use back.",
          WHOLE,
        )}
        {textField(
          "perCustomerLimit",
          "Per customer",
          "Optional: by account, e-mail and phone together.",
          WHOLE,
        )}
        {textField("note", "Note", "The influencer or campaign, for you and the CSV.", {
          maxLength: 200,
        })}
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="eyebrow mb-4 text-muted-foreground">Applies to</legend>
        <p className="-mt-2 text-xs text-muted-foreground">
          Leave categories and products empty for every piece.
        </p>
        <div
          role="group"
          aria-label="Categories"
          className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4"
        >
          {(categories.data ?? []).map((c) => (
            <Check
              key={c.key}
              label={c.category}
              checked={draft.categories.includes(c.category)}
              onChange={() => toggleCategory(c.category)}
            />
          ))}
        </div>
        <FieldError controlId={controlId("categories")}>{errorFor("categories")}</FieldError>
        <div className="max-w-md">
          {textField(
            "productIds",
            "Product ids",
            "Optional: numbers separated by commas, as in the product's address.",
            { inputMode: "numeric" },
          )}
        </div>
      </fieldset>

      <div className="flex flex-col gap-3">
        <Check
          label="First order only"
          checked={draft.firstOrderOnly}
          onChange={set("firstOrderOnly")}
        />
        <Check
          label="Leave out pieces already on sale"
          checked={draft.excludeSale}
          onChange={set("excludeSale")}
        />
        <Check
          label="Active: shoppers can use it now"
          checked={draft.active}
          onChange={set("active")}
        />
      </div>

      {error !== null && error !== undefined && !wrong && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          Add code
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
