import * as React from "react";
import { Palette, Plus } from "lucide-react";
import { COLOR_NAME_MAX, type ColorCreate, type ProductColor } from "@atelier/shared/colors";
import { SIZES, type Size } from "@atelier/shared/products";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import {
  FieldError,
  invalidProps,
  useFieldErrors,
  type FieldProblem,
} from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parseStock, STOCK_MESSAGE } from "../admin-rules";
import { BusyDialog, type DialogFormControls } from "./busy-dialog";

/** A swatch as the API keeps it: `#rrggbb`. */
const HEX = /^#[0-9a-fA-F]{6}$/;
const HEX_MESSAGE = "Swatch must be a colour like #1f2a44.";

type Fields = { name: string; nameAr: string; hex: string } & Record<Size, string>;
type Field = keyof Fields;

/** What the form checks, in the page's order (docs/product.md#forms). */
export function colorProblems(fields: Fields, withStock: boolean): FieldProblem<Field>[] {
  const problems: FieldProblem<Field>[] = [];
  if (!fields.name.trim()) problems.push({ field: "name", message: "Name is required." });
  else if (fields.name.trim().length > COLOR_NAME_MAX)
    problems.push({ field: "name", message: `Name is at most ${COLOR_NAME_MAX} characters.` });
  if (fields.nameAr.trim().length > COLOR_NAME_MAX)
    problems.push({
      field: "nameAr",
      message: `Arabic name is at most ${COLOR_NAME_MAX} characters.`,
    });
  if (!HEX.test(fields.hex.trim())) problems.push({ field: "hex", message: HEX_MESSAGE });
  if (withStock)
    for (const size of SIZES)
      if (fields[size].trim() !== "" && parseStock(fields[size]) === null)
        problems.push({ field: size, message: `${size}: ${STOCK_MESSAGE}` });
  return problems;
}

/** POST …/colors' body: stock left empty is not sent (0, or the product's on a first colour). */
export function colorCreateBody(fields: Fields): ColorCreate {
  const body: ColorCreate = { name: fields.name.trim(), hex: fields.hex.trim().toLowerCase() };
  if (fields.nameAr.trim()) body.nameAr = fields.nameAr.trim();
  for (const size of SIZES) {
    const quantity = parseStock(fields[size]);
    if (quantity !== null) body[`quantity${size}`] = quantity;
  }
  return body;
}

type ColorFormProps =
  | {
      mode: "add";
      productId: number;
      productTitle: string;
      /** Whether it is the first colour: it takes the product's stock and photographs. */
      first: boolean;
      onSave: (body: ColorCreate) => Promise<unknown>;
    }
  | {
      mode: "edit";
      productId: number;
      productTitle: string;
      color: ProductColor;
      onSave: (patch: { name?: string; nameAr?: string; hex?: string }) => Promise<unknown>;
    };

/**
 * Add Colour and Edit Colour (docs/product.md#colours): a name in English and Arabic and a swatch,
 * picked with the browser's colour picker or typed as #rrggbb; a new colour also takes its first
 * stock per size. Photographs and later stock are set on the colour itself.
 */
export function ColorFormDialog(props: ColorFormProps) {
  const adding = props.mode === "add";
  return (
    <BusyDialog
      className="max-w-xl"
      title={adding ? "Add Colour" : "Edit Colour"}
      description={
        adding
          ? props.first
            ? `${props.productTitle}. The first colour takes the piece's current photographs, and its stock for the sizes left empty.`
            : `${props.productTitle}. Sizes left empty start at 0; add its photographs once it is saved.`
          : `${props.productTitle} in ${props.color.name}. Orders already placed keep the name they were placed under.`
      }
      trigger={
        adding ? (
          <Button variant="outline" size="sm">
            <Plus strokeWidth={1.25} aria-hidden="true" />
            Add Colour
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Edit colour ${props.color.name}`}
            title="Name and swatch"
          >
            <Palette strokeWidth={1.25} aria-hidden="true" />
          </Button>
        )
      }
    >
      {(controls) => <ColorForm {...props} {...controls} />}
    </BusyDialog>
  );
}

function ColorForm(props: ColorFormProps & DialogFormControls) {
  const { onBusyChange, onDone } = props;
  const editing = props.mode === "edit" ? props.color : null;
  const [fields, setFields] = React.useState<Fields>({
    name: editing?.name ?? "",
    nameAr: editing?.nameAr ?? "",
    hex: editing?.hex ?? "#1f2a44",
    S: "",
    M: "",
    L: "",
    XL: "",
  });
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const prefix = `color-${props.productId}-${editing?.id ?? "new"}`;
  const idOf = (field: Field) => `${prefix}-${field}`;
  const { errors, check } = useFieldErrors(colorProblems(fields, !editing), idOf);
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const patch = editing
    ? Object.fromEntries(
        (["name", "nameAr", "hex"] as const)
          .map((k) => [k, k === "hex" ? fields[k].trim().toLowerCase() : fields[k].trim()] as const)
          .filter(([k, value]) => value !== editing[k]),
      )
    : null;
  const unchanged = patch !== null && Object.keys(patch).length === 0;

  const submit = async () => {
    if (check().length > 0) return;
    setBusy(true);
    try {
      if (props.mode === "add") await props.onSave(colorCreateBody(fields));
      else await props.onSave(patch ?? {});
      setBusy(false);
      onDone();
    } catch {
      // The caller's failure toast has spoken; what was typed stays for another try.
      setBusy(false);
    }
  };

  const swatch = HEX.test(fields.hex.trim()) ? fields.hex.trim().toLowerCase() : null;

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !unchanged) void submit();
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={idOf("name")}>Name</Label>
          <Input
            id={idOf("name")}
            value={fields.name}
            onChange={set("name")}
            disabled={busy}
            autoComplete="off"
            placeholder="Sand"
            {...invalidProps(idOf("name"), errors.name)}
          />
          <FieldError controlId={idOf("name")}>{errors.name}</FieldError>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={idOf("nameAr")}>Arabic name</Label>
          <Input
            id={idOf("nameAr")}
            dir="rtl"
            lang="ar"
            value={fields.nameAr}
            onChange={set("nameAr")}
            disabled={busy}
            autoComplete="off"
            placeholder="رملي"
            {...invalidProps(idOf("nameAr"), errors.nameAr)}
          />
          <FieldError controlId={idOf("nameAr")}>{errors.nameAr}</FieldError>
        </div>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="eyebrow mb-3 text-foreground">Swatch</legend>
        <div className="flex items-center gap-3">
          {/* The browser's picker for the eye; the hex beside it for a colour from the label's
              sheet. Both edit the same value. */}
          <input
            type="color"
            aria-label="Pick the swatch colour"
            value={swatch ?? "#000000"}
            disabled={busy}
            onChange={(event) => setFields((c) => ({ ...c, hex: event.target.value }))}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-[2px] border border-input bg-card p-1 disabled:cursor-not-allowed"
          />
          <div className="flex w-36 flex-col gap-1">
            <Label htmlFor={idOf("hex")} className="sr-only">
              Swatch hex
            </Label>
            <Input
              id={idOf("hex")}
              value={fields.hex}
              onChange={set("hex")}
              disabled={busy}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              className="font-mono tabular-nums"
              {...invalidProps(idOf("hex"), errors.hex)}
            />
          </div>
        </div>
        <FieldError controlId={idOf("hex")}>{errors.hex}</FieldError>
      </fieldset>

      {!editing && (
        <fieldset className="flex flex-col gap-3">
          <legend className="eyebrow mb-3 text-foreground">Stock per size</legend>
          <div className="grid grid-cols-4 gap-3">
            {SIZES.map((size) => (
              <div key={size} className="flex flex-col gap-1.5">
                <Label htmlFor={idOf(size)} className="text-muted-foreground">
                  <span className="sr-only">Stock of size </span>
                  {size}
                </Label>
                <Input
                  id={idOf(size)}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={fields[size]}
                  onChange={set(size)}
                  disabled={busy}
                  placeholder={props.mode === "add" && props.first ? "As now" : "0"}
                  className="tabular-nums"
                  {...invalidProps(idOf(size), errors[size])}
                />
              </div>
            ))}
          </div>
          {SIZES.map((size) => (
            <FieldError key={size} controlId={idOf(size)}>
              {errors[size]}
            </FieldError>
          ))}
        </fieldset>
      )}

      <DialogFooter className="border-t border-border pt-5">
        <Button type="submit" disabled={busy || unchanged}>
          {busy ? "Saving..." : editing ? "Save Colour" : "Add Colour"}
        </Button>
      </DialogFooter>
    </form>
  );
}
