import { weekStartOf } from '@portal/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';
import { lockWeekInStatement } from '../modules/timesheet/week-rules.ts';
import { lockIdOf } from './locks.ts';

// A lock taken in SQL from a row the statement reads must be the one the portal takes by name.
describe.runIf(process.env.TEST_STORE === 'postgres')('locks named in a statement', () => {
  let server: TestServer;
  let other: pg.Client;
  beforeAll(async () => {
    server = await startServer();
    if (server.config.db.kind !== 'postgres') throw new Error('PostgreSQL only');
    other = new pg.Client({ connectionString: server.config.db.url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await server?.close();
  });

  /** Whether another connection could take the lock of `key` at this moment. */
  const free = async (key: string) => {
    await other.query('begin');
    try {
      const { rows } = await other.query<{ taken: boolean }>(
        'select pg_try_advisory_xact_lock($1) as taken',
        [String(lockIdOf(key))],
      );
      return rows[0]!.taken;
    } finally {
      await other.query('rollback');
    }
  };

  it("holds the lock of the date's week, by the same name and hash as `lockWeek`", async () => {
    const tenantId = 'tenant-ü';
    const userId = 'user-🚚';
    for (const date of ['2026-11-01', '2026-11-04', '2026-11-07', '2027-01-01']) {
      const weekKey = `week:${tenantId}:${userId}:${weekStartOf(date)}`;
      const nextWeekKey = `week:${tenantId}:${userId}:${weekStartOf('2026-11-08')}`;
      expect(await free(weekKey)).toBe(true);
      await server.db.transaction().execute(async (trx) => {
        await sql`select ${lockWeekInStatement(tenantId, userId, sql.val(date))}`.execute(trx);
        expect(await free(weekKey)).toBe(false);
        expect(await free(nextWeekKey)).toBe(true);
      });
      expect(await free(weekKey)).toBe(true);
    }
  });
});
