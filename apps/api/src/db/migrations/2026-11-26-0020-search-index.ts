import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialects";

/*
 * Issue 29, a search at a real catalogue's size (docs/product.md#search): the folded search keys
 * (migration 0018) get a trigram index, so a word of three letters or more is found inside words
 * without reading every product. PostgreSQL: pg_trgm's GIN indexes, which serve `LIKE '%…%'`
 * as it is written (where the role may not create the extension, searches read every row, as
 * before, and answer the same). SQLite: an FTS5 table with the trigram tokenizer over the same
 * two keys, kept by triggers; a phrase query of a word is exactly "this substring".
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    const schema = await trigramSchema(db);
    if (schema === null) return;
    for (const column of ["search_title", "search_text"])
      await sql`create index ${sql.id(`products_${column}_trgm`)} on products using gin (${sql.ref(column)} ${sql.id(schema)}.gin_trgm_ops)`.execute(
        db,
      );
    return;
  }
  await sql`create virtual table products_search using fts5(search_title, search_text,
    content='products', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into products_search(products_search) values ('rebuild')`.execute(db);
  await sql`create trigger products_search_insert after insert on products begin
    insert into products_search(rowid, search_title, search_text)
      values (new.id, new.search_title, new.search_text);
  end`.execute(db);
  await sql`create trigger products_search_delete after delete on products begin
    insert into products_search(products_search, rowid, search_title, search_text)
      values ('delete', old.id, old.search_title, old.search_text);
  end`.execute(db);
  await sql`create trigger products_search_update after update of search_title, search_text
    on products begin
    insert into products_search(products_search, rowid, search_title, search_text)
      values ('delete', old.id, old.search_title, old.search_text);
    insert into products_search(rowid, search_title, search_text)
      values (new.id, new.search_title, new.search_text);
  end`.execute(db);
}

/**
 * Where pg_trgm lives: where it already is, else `public`, where it is created if the role may
 * (a trusted extension since PostgreSQL 13); null where it cannot be had. Never in the store's
 * own schema: a schema dropped with its store must not take the extension from another's.
 */
async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const found = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  if (found.rows[0]) return found.rows[0].schema;
  const { rows } = await sql<{ ok: boolean }>`select
      exists (select 1 from pg_available_extensions where name = 'pg_trgm')
      and has_database_privilege(current_user, current_database(), 'CREATE')
      and has_schema_privilege(current_user, 'public', 'CREATE') as ok`.execute(db);
  if (!rows[0]?.ok) return null;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  return "public";
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of ["search_title", "search_text"])
      await sql`drop index if exists ${sql.id(`products_${column}_trgm`)}`.execute(db);
    return;
  }
  for (const trigger of ["insert", "delete", "update"])
    await sql`drop trigger if exists ${sql.id(`products_search_${trigger}`)}`.execute(db);
  await sql`drop table if exists products_search`.execute(db);
}
