import { PostgresAdapter, sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from './dialect.ts';

// Dates are stored as 'yyyy-MM-dd' text (CONTRACT §5). Each helper writes the same answer on both
// stores and holds no bound parameter, so PostgreSQL sees its use in SELECT and in GROUP BY as one
// and the same expression.

/** The Sunday starting the week (Sunday to Saturday) of a stored date, as yyyy-MM-dd. */
export function weekStartSql(db: Db, date: Expression<string>): RawBuilder<string> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const day = sql`cast(${date} as date)`;
    return sql<string>`to_char(${day} - cast(extract(dow from ${day}) as integer), 'YYYY-MM-DD')`;
  }
  // strftime's %w numbers the days from Sunday = 0.
  return sql<string>`date(${date}, '-' || strftime('%w', ${date}) || ' days')`;
}

/** The month of a stored date, as yyyy-MM. */
export function monthSql(date: Expression<string>): RawBuilder<string> {
  return sql<string>`substr(${date}, 1, 7)`;
}
