import { PostgresAdapter, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from './dialect.ts';
import { anyContains, containsPattern } from './text-search.ts';

/** What a name search looks in: the table's searched columns and, on SQLite, their FTS5 index. */
export const SEARCHABLE = {
  projects: { index: 'projects_search', columns: ['name'] },
  tasks: { index: 'tasks_search', columns: ['title'] },
  users: { index: 'users_search', columns: ['name', 'email'] },
} as const;

/** FTS5's trigram index matches from three characters on; shorter text reads the tenant's rows. */
const TRIGRAM = 3;

/** `text` as an FTS5 phrase: in double quotes, nothing in it is read as an operator. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * True when a searched column of the row `alias` of `table` contains `text`, ignoring case, through
 * the store's index: the trigram FTS5 index on SQLite, pg_trgm's GIN index on PostgreSQL (whose
 * indexed expression, for people, is name and email together). The text is never a pattern.
 */
export function nameContains(
  db: Db,
  table: keyof typeof SEARCHABLE,
  alias: string,
  text: string,
): Expression<SqlBool> {
  const { index, columns } = SEARCHABLE[table];
  const refs = columns.map((column) => sql.ref<string>(`${alias}.${column}`));
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const searched = refs.length === 1 ? refs[0]! : sql<string>`(${sql.join(refs, sql` || ' ' || `)})`;
    return sql<SqlBool>`${searched} ilike ${containsPattern(text)} escape '\\'`;
  }
  if ([...text].length < TRIGRAM) return anyContains(refs, text);
  return sql<SqlBool>`${sql.ref(`${alias}.rowid`)} in (select rowid from ${sql.table(index)} where ${sql.table(index)} match ${ftsPhrase(text)})`;
}

/** 0 when `column` starts with `text` (ignoring case), else 1: prefix matches rank first. */
export function prefixRank(column: Expression<string>, text: string): Expression<number> {
  const prefix = `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return sql<number>`case when lower(${column}) like ${prefix} escape '\\' then 0 else 1 end`;
}
