import { sql, type Expression, type SqlBool } from 'kysely';

/** `text` as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * True when any of `columns` contains `text`, ignoring case, on SQLite and PostgreSQL alike
 * (PostgreSQL's LIKE minds case, SQLite's does not for ASCII only).
 */
export function anyContains(columns: Expression<string>[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${column}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}
