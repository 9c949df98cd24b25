import { addCalendarDays, weekStartOf } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';
import { monthSql, weekStartSql } from './sql-dates.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** SQLite allows at most 500 terms in one compound SELECT. */
const DAYS_PER_QUERY = 200;

async function periodsOf(days: string[]) {
  const day = sql.ref<string>('d.day');
  const { rows } = await sql<{ day: string; week: string; month: string }>`select ${day}, ${weekStartSql(
    server.db,
    day,
  )} as week, ${monthSql(day)} as month from (${sql.join(
    days.map((date) => sql`select ${date} as day`),
    sql` union all `,
  )}) as d order by ${day}`.execute(server.db);
  return rows;
}

describe('date expressions of the data store', () => {
  it('give every day its week’s Sunday and its month, as the contract’s calendar does', async () => {
    // Two year ends, a leap day and every weekday of each month in between.
    for (let start = 0; start < 800; start += DAYS_PER_QUERY) {
      const days = Array.from({ length: DAYS_PER_QUERY }, (_, offset) =>
        addCalendarDays('2027-11-01', start + offset),
      );
      expect(await periodsOf(days)).toEqual(
        days.map((day) => ({ day, week: weekStartOf(day), month: day.slice(0, 7) })),
      );
    }
  });
});
