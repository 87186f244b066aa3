import { z } from "zod";
import { plainText } from "./text";

/*
 * Size guides (issue 28, docs/product.md#size-guides): one guide serves many products. Its table
 * has a row per size and the columns the label chooses (chest, waist, length…), in centimetres,
 * measured on the body or on the garment, with how to measure and a fit note in both languages.
 */

export const MAX_GUIDE_COLUMNS = 8;
/** The sizes a guide has rows for: SIZES of ./products, written out so no import cycle forms. */
const GUIDE_SIZES = ["S", "M", "L", "XL"] as const;
export const GUIDE_TEXT_MAX = 1000;
/** How a guide's centimetres were taken. */
export const GUIDE_MEASURES = ["body", "garment"] as const;
export type GuideMeasure = (typeof GUIDE_MEASURES)[number];

export const sizeGuideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  measure: z.enum(GUIDE_MEASURES),
  columns: z.array(z.object({ name: z.string(), nameAr: z.string() })),
  /** Centimetres per size, one per column; null where the guide gives none. */
  rows: z.object({
    S: z.array(z.number().nullable()),
    M: z.array(z.number().nullable()),
    L: z.array(z.number().nullable()),
    XL: z.array(z.number().nullable()),
  }),
  howToMeasure: z.string(),
  howToMeasureAr: z.string(),
  fitNote: z.string(),
  fitNoteAr: z.string(),
});
export type SizeGuide = z.infer<typeof sizeGuideSchema>;

const text = (field: string, max: number, required = false) => {
  const base = z
    .string({ error: required ? `${field} is required` : `${field} must be text` })
    .trim()
    .max(max, { error: `${field} is too long (at most ${max} characters)` });
  return plainText(required ? base.min(1, { error: `${field} is required` }) : base, field);
};

const centimetres = z
  .number({ error: "rows must hold centimetres as numbers" })
  .min(1, { error: "rows must hold centimetres from 1 to 300" })
  .max(300, { error: "rows must hold centimetres from 1 to 300" })
  .transform((n) => Math.round(n * 10) / 10)
  .nullable();
const row = z.array(centimetres).max(MAX_GUIDE_COLUMNS, {
  error: `rows may have at most ${MAX_GUIDE_COLUMNS} columns`,
});

const guideFields = {
  name: text("name", 100, true),
  nameAr: text("nameAr", 100).optional(),
  measure: z.enum(GUIDE_MEASURES, { error: "measure must be body or garment" }),
  columns: z
    .array(
      z.strictObject({
        name: text("columns.name", 40, true),
        nameAr: text("columns.nameAr", 40).optional(),
      }),
    )
    .min(1, { error: "columns must name at least one measurement" })
    .max(MAX_GUIDE_COLUMNS, { error: `columns may be at most ${MAX_GUIDE_COLUMNS}` }),
  rows: z.strictObject({ S: row, M: row, L: row, XL: row }),
  howToMeasure: text("howToMeasure", GUIDE_TEXT_MAX).optional(),
  howToMeasureAr: text("howToMeasureAr", GUIDE_TEXT_MAX).optional(),
  fitNote: text("fitNote", GUIDE_TEXT_MAX).optional(),
  fitNoteAr: text("fitNoteAr", GUIDE_TEXT_MAX).optional(),
};

/** Every row has one value (or null) per column. */
const rowsFitColumns = (
  body: { columns?: unknown[]; rows?: Record<string, unknown[]> },
  ctx: z.RefinementCtx,
) => {
  if (!body.columns || !body.rows) return;
  for (const size of GUIDE_SIZES)
    if ((body.rows[size]?.length ?? 0) !== body.columns.length)
      ctx.addIssue({
        code: "custom",
        path: ["rows", size],
        message: `rows.${size} must have one value per column (${body.columns.length})`,
      });
};

export const sizeGuideCreateSchema = z.strictObject(guideFields).superRefine(rowsFitColumns);
export type SizeGuideCreate = z.input<typeof sizeGuideCreateSchema>;

/** Only the fields sent change; columns and rows go together. */
export const sizeGuidePatchSchema = z
  .strictObject(guideFields)
  .partial()
  .superRefine((body, ctx) => {
    if (Object.values(body).every((v) => v === undefined))
      ctx.addIssue({ code: "custom", message: "send at least one field of the guide" });
    if ((body.columns === undefined) !== (body.rows === undefined))
      ctx.addIssue({
        code: "custom",
        path: [body.columns === undefined ? "columns" : "rows"],
        message: "columns and rows must be sent together",
      });
    rowsFitColumns(body, ctx);
  });
export type SizeGuidePatch = z.input<typeof sizeGuidePatchSchema>;

export const productSizeGuideSchema = z.strictObject({
  sizeGuideId: z
    .number({ error: "sizeGuideId must be a guide id or null" })
    .int({ error: "sizeGuideId must be a guide id or null" })
    .positive({ error: "sizeGuideId must be a guide id or null" })
    .max(2_147_483_647, { error: "sizeGuideId must be a guide id or null" })
    .nullable(),
});

export const sizeGuideParamsSchema = z.object({
  id: z.coerce.number({ error: "id must be a number" }).int().positive(),
});
