import { sql, type RawBuilder, type SqlBool } from "kysely";

/**
 * LIKE that reads its text literally on both dialects: `%`, `_` and `\` in what someone typed
 * are escaped, and the ESCAPE clause names `\` (PostgreSQL's default, SQLite has none).
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` holds `text` anywhere, compared as stored (no lower(): callers fold first). */
export const likeContains = (column: string, text: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(text)}%`} escape '\\'`;

/** `column` holds a word that starts with `text` (after a space, or at its start). */
export const likeWordStart = (column: string, text: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`(' ' || ${sql.ref(column)}) like ${`% ${escapeLike(text)}%`} escape '\\'`;
