import * as React from "react";
import { Plus, X } from "lucide-react";
import { latinNumberText } from "@atelier/shared/numerals";
import { SIZES, type Size } from "@atelier/shared/products";
import {
  GUIDE_TEXT_MAX,
  MAX_GUIDE_COLUMNS,
  type GuideMeasure,
  type SizeGuide,
  type SizeGuideCreate,
} from "@atelier/shared/size-guides";
import { Button } from "@/components/ui/button";
import {
  FieldError,
  invalidProps,
  useFieldErrors,
  type FieldProblem,
} from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

const TEXTAREA =
  "w-full min-w-0 rounded-[2px] border border-input bg-card px-3 py-2 text-base text-foreground transition-colors duration-200 placeholder:text-muted-foreground focus-visible:border-foreground focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-ring disabled:opacity-50 md:text-sm";

type Column = { key: number; name: string; nameAr: string };
type Texts = {
  name: string;
  nameAr: string;
  howToMeasure: string;
  howToMeasureAr: string;
  fitNote: string;
  fitNoteAr: string;
};
export type GuideFields = Texts & {
  measure: GuideMeasure;
  columns: Column[];
  /** Centimetres as typed, one per column. */
  rows: Record<Size, string[]>;
};

let nextKey = 0;
const column = (name = "", nameAr = ""): Column => ({ key: ++nextKey, name, nameAr });

/** A guide as the form holds it: a new one starts with the usual first column, chest. */
export function guideFields(guide: SizeGuide | null): GuideFields {
  if (!guide)
    return {
      name: "",
      nameAr: "",
      measure: "body",
      columns: [column("Chest", "الصدر")],
      rows: { S: [""], M: [""], L: [""], XL: [""] },
      howToMeasure: "",
      howToMeasureAr: "",
      fitNote: "",
      fitNoteAr: "",
    };
  const typed = (values: (number | null)[]) => values.map((v) => (v === null ? "" : String(v)));
  return {
    name: guide.name,
    nameAr: guide.nameAr,
    measure: guide.measure,
    columns: guide.columns.map((c) => column(c.name, c.nameAr)),
    rows: {
      S: typed(guide.rows.S),
      M: typed(guide.rows.M),
      L: typed(guide.rows.L),
      XL: typed(guide.rows.XL),
    },
    howToMeasure: guide.howToMeasure,
    howToMeasureAr: guide.howToMeasureAr,
    fitNote: guide.fitNote,
    fitNoteAr: guide.fitNoteAr,
  };
}

/** Centimetres as typed: empty is null (none given), else 1 to 300 (Arabic digits too). */
export function parseCentimetres(input: string): number | null | undefined {
  const text = latinNumberText(input.trim()).replace(",", ".");
  if (text === "") return null;
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= 300 ? value : undefined;
}

const CM_MESSAGE = "Centimetres are a number from 1 to 300, to one decimal, or empty.";

/** The checks, in the page's order (docs/product.md#forms). Fields: name, columns.i, S.i… */
export function guideProblems(f: GuideFields): FieldProblem<string>[] {
  const problems: FieldProblem<string>[] = [];
  if (!f.name.trim()) problems.push({ field: "name", message: "Name is required." });
  f.columns.forEach((c, i) => {
    if (!c.name.trim())
      problems.push({ field: `column-${i}`, message: `Column ${i + 1} needs a name.` });
  });
  for (const size of SIZES)
    f.rows[size].forEach((value, i) => {
      if (parseCentimetres(value) === undefined)
        problems.push({
          field: `${size}-${i}`,
          message: `${size}, ${f.columns[i]?.name || `column ${i + 1}`}: ${CM_MESSAGE}`,
        });
    });
  return problems;
}

/** The body POST /size-guides takes, and PATCH (every field, columns and rows together). */
export function guideBody(f: GuideFields): SizeGuideCreate {
  const cm = (size: Size) => f.rows[size].map((v) => parseCentimetres(v) ?? null);
  return {
    name: f.name.trim(),
    nameAr: f.nameAr.trim(),
    measure: f.measure,
    columns: f.columns.map((c) => ({ name: c.name.trim(), nameAr: c.nameAr.trim() })),
    rows: { S: cm("S"), M: cm("M"), L: cm("L"), XL: cm("XL") },
    howToMeasure: f.howToMeasure.trim(),
    howToMeasureAr: f.howToMeasureAr.trim(),
    fitNote: f.fitNote.trim(),
    fitNoteAr: f.fitNoteAr.trim(),
  };
}

/**
 * A size guide's editor (docs/product.md#size-guides): its name, whether the centimetres are the
 * body's or the garment's, the columns it measures (in both languages), the centimetres for each
 * size, and how to measure and the fit in both languages. The admin is English; the Arabic
 * fields are what Arabic pages show.
 */
export function SizeGuideForm({
  guide,
  onSave,
  onCancel,
}: {
  guide: SizeGuide | null;
  onSave: (body: SizeGuideCreate) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [fields, setFields] = React.useState(() => guideFields(guide));
  const [busy, setBusy] = React.useState(false);
  const prefix = `guide-${guide?.id ?? "new"}`;
  const idOf = (field: string) => `${prefix}-${field}`;
  const { errors, check } = useFieldErrors(guideProblems(fields), idOf);

  const setText =
    (key: keyof Texts) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields((f) => ({ ...f, [key]: event.target.value }));
  const setColumn = (i: number, key: "name" | "nameAr", value: string) =>
    setFields((f) => ({
      ...f,
      columns: f.columns.map((c, j) => (j === i ? { ...c, [key]: value } : c)),
    }));
  const setCell = (size: Size, i: number, value: string) =>
    setFields((f) => ({
      ...f,
      rows: { ...f.rows, [size]: f.rows[size].map((v, j) => (j === i ? value : v)) },
    }));
  const addColumn = () =>
    setFields((f) => ({
      ...f,
      columns: [...f.columns, column()],
      rows: Object.fromEntries(SIZES.map((s) => [s, [...f.rows[s], ""]])) as GuideFields["rows"],
    }));
  const removeColumn = (i: number) =>
    setFields((f) => ({
      ...f,
      columns: f.columns.filter((_, j) => j !== i),
      rows: Object.fromEntries(
        SIZES.map((s) => [s, f.rows[s].filter((_, j) => j !== i)]),
      ) as GuideFields["rows"],
    }));

  const submit = async () => {
    if (check().length > 0) return;
    setBusy(true);
    try {
      await onSave(guideBody(fields));
    } catch {
      // The caller's failure toast has spoken; what was typed stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const textField = (key: keyof Texts, label: string, multiline = false) => {
    const arabic = key.endsWith("Ar");
    const props = {
      id: idOf(key),
      value: fields[key],
      onChange: setText(key),
      disabled: busy,
      ...(arabic ? { dir: "rtl", lang: "ar" } : {}),
      ...invalidProps(idOf(key), errors[key]),
    };
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={idOf(key)}>{label}</Label>
        {multiline ? (
          <textarea
            {...props}
            rows={3}
            maxLength={GUIDE_TEXT_MAX}
            className={cn(TEXTAREA, "h-28 resize-y leading-relaxed")}
          />
        ) : (
          <Input {...props} maxLength={100} autoComplete="off" />
        )}
        <FieldError controlId={idOf(key)}>{errors[key]}</FieldError>
      </div>
    );
  };

  const section = "flex flex-col gap-5 border-t border-border pt-8";
  const sectionHeading = "font-serif text-2xl leading-tight";

  return (
    <form
      noValidate
      aria-labelledby={`${prefix}-heading`}
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <h2 id={`${prefix}-heading`} className="font-serif text-3xl">
        {guide ? `Edit ${guide.name}` : "New size guide"}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {textField("name", "Name")}
        {textField("nameAr", "Name (Arabic)")}
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="eyebrow mb-3 text-foreground">Measured on</legend>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          {(
            [
              ["body", "The body", "Chest, waist and hips of the wearer."],
              ["garment", "The garment", "The piece laid flat."],
            ] as const
          ).map(([value, label, hint]) => (
            <label key={value} className="flex cursor-pointer items-start gap-3 text-sm">
              <input
                type="radio"
                name={`${prefix}-measure`}
                value={value}
                checked={fields.measure === value}
                disabled={busy}
                onChange={() => setFields((f) => ({ ...f, measure: value }))}
                className="mt-0.5 size-4 accent-foreground"
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{label}</span>
                <span className="text-xs text-muted-foreground">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <section aria-labelledby={`${prefix}-columns`} className={section}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h3 id={`${prefix}-columns`} className={sectionHeading}>
              Measurements
            </h3>
            <p className="text-sm text-muted-foreground">
              In centimetres. A cell left empty shows a dash.
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy || fields.columns.length >= MAX_GUIDE_COLUMNS}
            onClick={addColumn}
          >
            <Plus strokeWidth={1.25} aria-hidden="true" />
            Add column
          </Button>
        </div>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-max border-collapse text-sm">
            <caption className="sr-only">Centimetres per size and measurement</caption>
            <thead>
              <tr className="border-b border-border align-bottom">
                <th scope="col" className="w-12 pb-3 text-start">
                  <span className="eyebrow text-muted-foreground">Size</span>
                </th>
                {fields.columns.map((c, i) => (
                  <th key={c.key} scope="col" className="px-1.5 pb-3 text-start font-normal">
                    <div className="flex w-28 flex-col gap-1.5 sm:w-32">
                      <div className="flex items-center justify-between gap-1">
                        <span className="eyebrow text-muted-foreground">Column {i + 1}</span>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon-sm"
                          className="size-6"
                          aria-label={`Remove column ${c.name || i + 1}`}
                          disabled={busy || fields.columns.length === 1}
                          onClick={() => removeColumn(i)}
                        >
                          <X strokeWidth={1.25} aria-hidden="true" />
                        </Button>
                      </div>
                      <Input
                        id={idOf(`column-${i}`)}
                        aria-label={`Column ${i + 1} name`}
                        value={c.name}
                        placeholder="Chest"
                        autoComplete="off"
                        disabled={busy}
                        onChange={(e) => setColumn(i, "name", e.target.value)}
                        className="h-9"
                        {...invalidProps(idOf(`column-${i}`), errors[`column-${i}`])}
                      />
                      <Input
                        aria-label={`Column ${i + 1} name (Arabic)`}
                        value={c.nameAr}
                        placeholder="الصدر"
                        dir="rtl"
                        lang="ar"
                        autoComplete="off"
                        disabled={busy}
                        onChange={(e) => setColumn(i, "nameAr", e.target.value)}
                        className="h-9"
                      />
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SIZES.map((size) => (
                <tr key={size} className="border-b border-border last:border-b-0">
                  <th
                    scope="row"
                    className="py-2 text-start font-serif text-lg font-normal lining-nums"
                  >
                    {size}
                  </th>
                  {fields.columns.map((c, i) => (
                    <td key={c.key} className="px-1.5 py-2">
                      <div className="relative w-28 sm:w-32">
                        <Input
                          id={idOf(`${size}-${i}`)}
                          aria-label={`${size}, ${c.name || `column ${i + 1}`}, centimetres`}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          value={fields.rows[size][i] ?? ""}
                          disabled={busy}
                          onChange={(e) => setCell(size, i, e.target.value)}
                          className="h-9 pe-9 tabular-nums"
                          {...invalidProps(idOf(`${size}-${i}`), errors[`${size}-${i}`])}
                        />
                        <span
                          aria-hidden="true"
                          className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-xs text-muted-foreground"
                        >
                          cm
                        </span>
                      </div>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-col gap-1">
          {fields.columns.map((_, i) => (
            <FieldError key={`c${i}`} controlId={idOf(`column-${i}`)}>
              {errors[`column-${i}`]}
            </FieldError>
          ))}
          {SIZES.flatMap((size) =>
            fields.columns.map((_, i) => (
              <FieldError key={`${size}${i}`} controlId={idOf(`${size}-${i}`)}>
                {errors[`${size}-${i}`]}
              </FieldError>
            )),
          )}
        </div>
      </section>

      <section aria-labelledby={`${prefix}-words`} className={section}>
        <h3 id={`${prefix}-words`} className={sectionHeading}>
          How to measure, and the fit
        </h3>
        <div className="grid gap-6 sm:grid-cols-2">
          {textField("howToMeasure", "How to measure", true)}
          {textField("howToMeasureAr", "How to measure (Arabic)", true)}
          {textField("fitNote", "Fit note", true)}
          {textField("fitNoteAr", "Fit note (Arabic)", true)}
        </div>
      </section>

      <div
        className={cn(
          "flex flex-col-reverse gap-2 border-t border-border pt-6 sm:flex-row sm:justify-end",
        )}
      >
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : guide ? "Save Guide" : "Add Guide"}
        </Button>
      </div>
    </form>
  );
}
