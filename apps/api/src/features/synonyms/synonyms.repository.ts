import type { Db } from "../../db/dialects";

/** The label's synonym groups (migration 0036), in the order saved, each as typed. */
export async function listGroups(db: Db): Promise<string[][]> {
  const rows = await db.selectFrom("search_synonyms").select("terms").orderBy("id").execute();
  return rows.map((r) => JSON.parse(r.terms) as string[]);
}

/**
 * Replaces every group with these. Every row is new (ids are never used twice), which is what
 * moves the catalogue fingerprint (products.repository.ts, catalogFingerprint).
 */
export async function replaceGroups(db: Db, groups: string[][]): Promise<void> {
  await db.deleteFrom("search_synonyms").execute();
  if (groups.length > 0)
    await db
      .insertInto("search_synonyms")
      .values(groups.map((g) => ({ terms: JSON.stringify(g) })))
      .execute();
}
