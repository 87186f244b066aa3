import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Updateable,
} from "kysely";
import { isPostgres, postgresPool, type Db } from "../../db/dialects";
import type { Database, ProductsTable } from "../../db/schema";
import type { CatalogueCategory, ProductPageQuery } from "@atelier/shared/catalogue";
import { catalogueKeys, WORD_COLUMNS } from "../../db/catalogue-keys";
import { likeContains, likeWordStart } from "../../db/like";
import { inTransaction } from "../audit/audit.service";

type KeyColumn = "name_key" | "name_key_ar" | "category_key" | "search_title" | "search_text";
/** A product as the API reads it; the catalogue keys are the database's own (db/catalogue-keys). */
export type ProductRow = Omit<Selectable<ProductsTable>, KeyColumn>;
export type NewProductRow = Insertable<ProductsTable>;

const COLUMNS = [
  "id",
  "title",
  "description",
  "category",
  "material",
  "title_ar",
  "description_ar",
  "category_ar",
  "material_ar",
  "sale_price",
  "original_price",
  "images",
  "inserted_at",
  "quantity_s",
  "quantity_m",
  "quantity_l",
  "quantity_xl",
  "rev",
  "size_guide_id",
] as const;

/** Newest first, the order a shop window shows. */
export const listProducts = (db: Db): Promise<ProductRow[]> =>
  db
    .selectFrom("products")
    .select(COLUMNS)
    .orderBy("inserted_at", "desc")
    .orderBy("id", "desc")
    .execute();

export const findProduct = (db: Db, id: number): Promise<ProductRow | undefined> =>
  db.selectFrom("products").select(COLUMNS).where("id", "=", id).executeTakeFirst();

/**
 * The admin's product search: words, each of which must appear in a product's folded titles or
 * its other folded words (migration 0018's search_title and search_text), and an id typed as the
 * search, which matches that product too.
 */
export type ProductSearch = { words: string[]; id: number | null };

/**
 * One page of the products matching `search` (every product without words), newest first, the
 * id making the order total so walking the pages shows each product once; and how many match.
 */
export async function searchProducts(
  db: Db,
  search: ProductSearch,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const { words, id } = search;
  const filtered = words.length
    ? db.selectFrom("products").where((eb) => {
        // Stored folded and lowercase (db/catalogue-keys.ts), so compared as they are.
        const everyWord = eb.and(
          words.map((w) =>
            eb.or([likeContains("search_title", w), likeContains("search_text", w)]),
          ),
        );
        return id === null ? everyWord : eb.or([eb("id", "=", id), everyWord]);
      })
    : db.selectFrom("products");
  const [rows, count] = await Promise.all([
    filtered
      .select(COLUMNS)
      .orderBy("inserted_at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const insertProduct = (db: Db, row: NewProductRow): Promise<ProductRow> =>
  db.insertInto("products").values(row).returning(COLUMNS).executeTakeFirstOrThrow();

type ProductChanges = Omit<Updateable<ProductsTable>, "id" | "rev" | KeyColumn | "size_guide_id">;

/**
 * The row after the change, or undefined when there is no such product. A change to the words
 * recomputes the catalogue keys from the row as it now is, in the same transaction: the update's
 * row lock (or SQLite's write lock) keeps a second editor's words from slipping in between.
 */
export async function updateProduct(
  db: Db,
  id: number,
  changes: ProductChanges,
): Promise<ProductRow | undefined> {
  const update = (trx: Db) =>
    trx.updateTable("products").set(changes).where("id", "=", id).returning(COLUMNS);
  if (!WORD_COLUMNS.some((column) => column in changes)) return update(db).executeTakeFirst();
  // In the caller's transaction when there is one (the audit log's: issue 33).
  return inTransaction(db, async (trx) => {
    const row = await update(trx).executeTakeFirst();
    if (!row) return undefined;
    return trx
      .updateTable("products")
      .set(catalogueKeys(row, await colorNamesOf(trx, id)))
      .where("id", "=", id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/** The names of a product's colours in both languages: its search keys hold them (issue 29). */
export const colorNamesOf = async (db: Db, id: number): Promise<string[]> =>
  (
    await db
      .selectFrom("product_colors")
      .select(["name", "name_ar"])
      .where("product_id", "=", id)
      .execute()
  ).flatMap((c) => [c.name, c.name_ar]);

const SORT_KEY = {
  "name-asc": { en: "name_key", ar: "name_key_ar" },
  "price-asc": { en: "sale_price", ar: "sale_price" },
  "price-desc": { en: "sale_price", ar: "sale_price" },
} as const;

/**
 * One page of the catalogue, in the asked order, and how many products the whole list holds.
 * Ties (and `newest`) fall back to the whole list's order, newest first, and the id makes the
 * order total, so walking the pages shows every product once.
 */
export async function listProductPage(
  db: Db,
  query: ProductPageQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  let filtered = db.selectFrom("products");
  if (query.category !== null) filtered = filtered.where("category_key", "=", query.category);
  let rows = filtered.select(COLUMNS);
  if (query.sort !== "newest")
    rows = rows.orderBy(
      SORT_KEY[query.sort][query.lang],
      query.sort === "price-desc" ? "desc" : "asc",
    );
  const [page, count] = await Promise.all([
    rows
      .orderBy("inserted_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(count.n) };
}

/**
 * Each category in use: its key, an English spelling, an Arabic name if any product of it has
 * one, and how many products it holds, by key.
 */
export async function listCatalogueCategories(db: Db): Promise<CatalogueCategory[]> {
  const rows = await db
    .selectFrom("products")
    .select((eb) => [
      "category_key",
      eb.fn.min("category").as("category"),
      eb.fn.max("category_ar").as("category_ar"),
      eb.fn.countAll<number>().as("n"),
    ])
    .groupBy("category_key")
    .orderBy("category_key")
    .execute();
  return rows.map((r) => ({
    key: r.category_key,
    category: r.category,
    categoryAr: r.category_ar,
    count: Number(r.n),
  }));
}

/**
 * Sets one price only if the other still allows it (sale never above original), in one statement,
 * so a sale edit and an original edit racing each other cannot leave a lie behind. Undefined when
 * there is no such product or the guard failed; the caller tells which.
 */
export const updatePriceGuarded = (
  db: Db,
  id: number,
  change: { sale_price: number } | { original_price: number },
): Promise<ProductRow | undefined> => {
  const query = db.updateTable("products").set(change).where("id", "=", id);
  return (
    "sale_price" in change
      ? query.where("original_price", ">=", change.sale_price)
      : query.where("sale_price", "<=", change.original_price)
  )
    .returning(COLUMNS)
    .executeTakeFirst();
};

/** Every category in use and an Arabic name it has (if any), to join a new product to one. */
export const listCategories = (db: Db): Promise<{ category: string; category_ar: string }[]> =>
  db
    .selectFrom("products")
    .select(["category", "category_ar"])
    .groupBy(["category", "category_ar"])
    .orderBy("category")
    .orderBy("category_ar", "desc")
    .execute();

export const deleteProduct = async (db: Db, id: number): Promise<boolean> => {
  const result = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

export const countProducts = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * The search's synonym groups (migration 0036) change what a kept search answer holds: every
 * change replaces their rows with new ids, so their count and highest id move with it.
 */
const SYNONYMS_PART = "select '/' || count(*) || ':' || coalesce(max(id), 0) from search_synonyms";

/**
 * One short row that changes whenever any product is inserted, updated or deleted: how many
 * rows there are, and the sum and maximum of their revisions (each revision is drawn once).
 * It runs on every catalog read, so the query is compiled once (per product cache), not per call.
 *
 * On PostgreSQL the aggregate reads every product (5 ms at 10,000), so the query first compares
 * the statement's snapshot with the one the last fingerprint was read in: when they are equal no
 * transaction has committed in between (anywhere on the server), the rows are the same, and that
 * fingerprint is answered without reading them. Still one round trip per look, begun after the
 * request came in, so nothing committed before a request is missed. It is a named statement on
 * the pool itself, prepared once per connection: at 50 connections on one kept answer that took
 * the p99 from 21–22 ms to 14–19 ms (docs/benchmarks.md, issue 29 part 4). Not through Kysely, so
 * it is not in the query traces.
 */
export function catalogFingerprint(db: Db): () => Promise<string> {
  if (isPostgres(db)) {
    let known = { snapshot: "", fingerprint: "" };
    const pool = postgresPool(db)!;
    return async () => {
      const before = known;
      // The subquery is an init plan, run only when the CASE needs it.
      const { rows } = await pool.query<{ snapshot: string; fingerprint: string | null }>({
        name: "catalog-fingerprint",
        text: `select
        txid_current_snapshot()::text as snapshot,
        case when txid_current_snapshot()::text = $1 then null else (
          select count(*) || ':' || coalesce(sum(rev), 0) || ':' || coalesce(max(rev), 0)
          from products) || (${SYNONYMS_PART}) end as fingerprint`,
        values: [before.snapshot],
      });
      const row = rows[0]!;
      if (row.fingerprint === null) return before.fingerprint;
      known = { snapshot: row.snapshot, fingerprint: row.fingerprint };
      return row.fingerprint;
    };
  }
  const query = db
    .selectFrom("products")
    .select([
      sql<number>`count(*)`.as("n"),
      sql<number>`coalesce(sum(rev), 0)`.as("s"),
      sql<number>`coalesce(max(rev), 0)`.as("m"),
      sql<string>`(${sql.raw(SYNONYMS_PART)})`.as("synonyms"),
    ])
    .compile();
  return async () => {
    const row = (await db.executeQuery(query)).rows[0];
    return row ? `${Number(row.n)}:${Number(row.s)}:${Number(row.m)}${row.synonyms}` : "";
  };
}

/** Below this many letters a word matches only at the start of a word ("ab" is everywhere). */
export const SEARCH_INSIDE_FROM = 3;

/**
 * What the search ANDs: each unit a list of alternatives, any of which may match, folded like the
 * keys (db/catalogue-keys.ts). A word is a unit of one; a term of the label's synonyms stands for
 * its whole group (@atelier/shared/synonyms, searchUnits), and a term may hold spaces.
 */
export type SearchUnit = string[];

/**
 * The shopper's search (issue 29, docs/product.md#search): products holding every unit in their
 * titles, category, material, colour names or description, in either language; those with more
 * units in a title first, then newest first. From the third letter a word matches inside words
 * ("cashm", "فست"); a shorter one only where a word starts.
 */
export function searchCatalogue(db: Db, units: SearchUnit[], limit: number): Promise<ProductRow[]> {
  if (!isPostgres(db) || !units.some(indexable))
    return searchCatalogueQuery(db, units, limit).execute();
  // PostgreSQL prices a LIKE on a long key as nearly free, so for a common word it reads every
  // row (30–80 ms at 10,000 products) instead of the trigram index (1–5 ms): it is told not to.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return searchByTitleFirst(trx, units, limit);
  });
}

/** Every alternative long enough for the trigram indexes. */
const indexable = (unit: SearchUnit) => unit.every((w) => w.length >= SEARCH_INSIDE_FROM);

const holdsWord = (column: string, w: string) =>
  w.length >= SEARCH_INSIDE_FROM ? likeContains(column, w) : likeWordStart(column, w);

const holds = (column: string, unit: SearchUnit) =>
  unit.length === 1
    ? holdsWord(column, unit[0]!)
    : sql<SqlBool>`(${sql.join(
        unit.map((w) => holdsWord(column, w)),
        sql` or `,
      )})`;

/**
 * PostgreSQL, the same answer as searchCatalogueQuery, asked in its order. The pieces with every
 * unit in a title rank first, newest first, so they are asked for alone in that order: a word in
 * a thousand titles or descriptions then stops at the newest `limit` (the planner walks the
 * newest-first index) instead of checking and ranking every match (25–30 ms for a word in half
 * the descriptions at 10,000 products; docs/benchmarks.md, issue 29). Only when titles do not
 * fill the answer is the rest asked for: one unit's rest is again newest first; several units,
 * whose rest is ranked by how many are in a title, take the whole query.
 */
async function searchByTitleFirst(
  db: Db,
  units: SearchUnit[],
  limit: number,
): Promise<ProductRow[]> {
  const newest = (
    holding: (eb: ExpressionBuilder<Database, "products">) => Expression<SqlBool>,
    n: number,
  ) =>
    db
      .selectFrom("products")
      .select("id")
      .where(holding)
      .orderBy("inserted_at", "desc")
      .orderBy("id", "desc")
      .limit(n)
      .execute();
  const ids = (await newest((eb) => eb.and(units.map((u) => holds("search_title", u))), limit)).map(
    (r) => r.id,
  );
  if (ids.length < limit) {
    if (units.length > 1) return searchCatalogueQuery(db, units, limit).execute();
    const [u] = units as [SearchUnit];
    const rest = await newest(
      (eb) => eb.and([holds("search_text", u), eb.not(holds("search_title", u))]),
      limit - ids.length,
    );
    ids.push(...rest.map((r) => r.id));
  }
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("products").select(COLUMNS).where("id", "in", ids).execute();
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

/** An FTS5 phrase: quoted, so `"`, `%` and `_` are ordinary characters. */
const phrase = (w: string) => `"${w.replace(/"/g, '""')}"`;

/** The search's query (searchCatalogue), apart so that it can be explained. */
export function searchCatalogueQuery(db: Db, units: SearchUnit[], limit: number) {
  const inTitle = units.map(
    (u) => sql<number>`case when ${holds("search_title", u)} then 1 else 0 end`,
  );
  // SQLite: the units whose alternatives all have three letters or more through the trigram
  // index (migration 0020), a group's as phrases ORed. PostgreSQL's trigram index serves the
  // LIKE below as it is.
  const long = isPostgres(db) ? [] : units.filter(indexable);
  const match = long
    .map((u) => (u.length === 1 ? phrase(u[0]!) : `(${u.map(phrase).join(" OR ")})`))
    .join(" AND ");
  const rank = sql`${sql.join(inTitle, sql` + `)}`;
  const found = db
    .selectFrom("products")
    .select("id")
    .where((eb) =>
      eb.and([
        ...(long.length > 0
          ? [
              eb(
                "id",
                "in",
                sql<number>`(select rowid from products_search where products_search match ${match})`,
              ),
            ]
          : []),
        ...units
          .filter((u) => !long.includes(u))
          .map((u) => eb.or([holds("search_title", u), holds("search_text", u)])),
      ]),
    )
    .orderBy(rank, "desc")
    .orderBy("inserted_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  // Only the few found are read whole: sorting a common word's every whole row (1,000 and more)
  // took longer than finding them.
  return db
    .selectFrom("products")
    .select(COLUMNS)
    .where("id", "in", found)
    .orderBy(rank, "desc")
    .orderBy("inserted_at", "desc")
    .orderBy("id", "desc");
}
