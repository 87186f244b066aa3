import type { z } from "zod";
import type {
  SizeGuide,
  sizeGuideCreateSchema,
  sizeGuidePatchSchema,
  GuideMeasure,
} from "@atelier/shared/size-guides";
import { nowIso, type Conn, type Db } from "../../db/dialects";
import type { SizeGuidesTable } from "../../db/schema";
import type { Selectable, Updateable } from "kysely";
import { notFound } from "../../lib/errors";
// Joins a transaction the caller opened: the audit log records the change in it (issue 33).
import { inTransaction } from "../audit/audit.service";

/*
 * Size guides (issue 28, docs/product.md#size-guides): one guide serves many products. A change
 * to a guide touches the products that follow it, so their revisions move and every cached
 * answer that carries the guide is drawn again (docs/decisions/0002-product-cache.md).
 */

export type SizeGuideInput = z.output<typeof sizeGuideCreateSchema>;
export type SizeGuideChanges = z.output<typeof sizeGuidePatchSchema>;
type GuideRow = Selectable<SizeGuidesTable>;

const MAX_ID = 2_147_483_647;
const guideNotFound = () => notFound("Size guide not found");

export function toSizeGuide(row: GuideRow): SizeGuide {
  return {
    id: row.id,
    name: row.name,
    nameAr: row.name_ar,
    measure: row.measure as GuideMeasure,
    columns: JSON.parse(row.columns) as SizeGuide["columns"],
    rows: JSON.parse(row.rows) as SizeGuide["rows"],
    howToMeasure: row.how_to_measure,
    howToMeasureAr: row.how_to_measure_ar,
    fitNote: row.fit_note,
    fitNoteAr: row.fit_note_ar,
  };
}

function guideRow(input: Partial<SizeGuideInput>): Updateable<SizeGuidesTable> {
  const row: Updateable<SizeGuidesTable> = {};
  if (input.name !== undefined) row.name = input.name;
  if (input.nameAr !== undefined) row.name_ar = input.nameAr;
  if (input.measure !== undefined) row.measure = input.measure;
  if (input.columns !== undefined)
    row.columns = JSON.stringify(
      input.columns.map((c) => ({ name: c.name, nameAr: c.nameAr ?? "" })),
    );
  if (input.rows !== undefined) row.rows = JSON.stringify(input.rows);
  if (input.howToMeasure !== undefined) row.how_to_measure = input.howToMeasure;
  if (input.howToMeasureAr !== undefined) row.how_to_measure_ar = input.howToMeasureAr;
  if (input.fitNote !== undefined) row.fit_note = input.fitNote;
  if (input.fitNoteAr !== undefined) row.fit_note_ar = input.fitNoteAr;
  return row;
}

export const listSizeGuides = async (db: Conn): Promise<SizeGuide[]> =>
  (await db.selectFrom("size_guides").selectAll().orderBy("name").orderBy("id").execute()).map(
    toSizeGuide,
  );

export async function findSizeGuide(db: Conn, id: number): Promise<SizeGuide | undefined> {
  if (id > MAX_ID) return undefined;
  const row = await db
    .selectFrom("size_guides")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toSizeGuide(row);
}

/** These guides by id. */
export async function sizeGuidesById(db: Conn, ids: number[]): Promise<Map<number, SizeGuide>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("size_guides").selectAll().where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, toSizeGuide(r)]));
}

export async function createSizeGuide(db: Conn, input: SizeGuideInput): Promise<SizeGuide> {
  const row = await db
    .insertInto("size_guides")
    .values({
      ...guideRow(input),
      name: input.name,
      measure: input.measure,
      columns: JSON.stringify(input.columns.map((c) => ({ name: c.name, nameAr: c.nameAr ?? "" }))),
      rows: JSON.stringify(input.rows),
      updated_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSizeGuide(row);
}

/** Changes the fields sent; the products that follow the guide show it changed at once. */
export async function updateSizeGuide(
  db: Db,
  id: number,
  changes: SizeGuideChanges,
): Promise<SizeGuide> {
  if (id > MAX_ID) throw guideNotFound();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable("size_guides")
      .set({ ...guideRow(changes), updated_at: nowIso() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw guideNotFound();
    // Each product that follows it takes a fresh revision (migration 0004's trigger).
    await trx
      .updateTable("products")
      .set((eb) => ({ size_guide_id: eb.ref("size_guide_id") }))
      .where("size_guide_id", "=", id)
      .execute();
    return toSizeGuide(row);
  });
}

/** Sets the guide a product follows (null: none); 404 for an unknown product or guide. */
export async function setProductGuide(
  db: Db,
  productId: number,
  guideId: number | null,
): Promise<void> {
  if (productId > MAX_ID) throw notFound("Product not found");
  if (guideId !== null && !(await findSizeGuide(db, guideId))) throw guideNotFound();
  const result = await db
    .updateTable("products")
    .set({ size_guide_id: guideId })
    .where("id", "=", productId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound("Product not found");
}
