import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';
import { APP_ROLE, type Db } from './dialect.ts';
import { runAsSystem } from './tenant-context.ts';
import { writeBehind } from './write-behind.ts';

/** A table of the test's own, outside the schema the app's types know. */
const probe = (db: Db) =>
  db.withTables<{ write_behind_probe: { id: string; note: string | null; n: number } }>();

describe('changes whose answer nobody reads', () => {
  let server: TestServer;
  /** The portal's own connections, as its requests use them. */
  let db: Db;
  beforeAll(async () => {
    server = await startServer();
    db = server.app.db;
    await sql`create table write_behind_probe (id text primary key, note text, n integer not null)`.execute(
      server.db,
    );
    if (process.env.TEST_STORE === 'postgres')
      await sql`grant all on write_behind_probe to ${sql.raw(APP_ROLE)}`.execute(server.db);
  });
  afterAll(async () => {
    await sql`drop table if exists write_behind_probe`.execute(server.db);
    await server?.close();
  });

  const rows = () => probe(server.db).selectFrom('write_behind_probe').selectAll().orderBy('id').execute();
  const held = (trx: Db, id: string, note: string | null, n = 1) =>
    writeBehind(trx, probe(trx).insertInto('write_behind_probe').values({ id, note, n }));

  const transaction = (work: (trx: Db) => Promise<void>) => runAsSystem(() => db.transaction().execute(work));

  it('keeps every value exactly as given, quotes, backslashes and placeholders included', async () => {
    const hostile = `O'Brien \\ back\\slash $1 $2 ''; drop table write_behind_probe; -- é 🚚\n\t`;
    await transaction(async (trx) => {
      await held(trx, 'a-hostile', hostile, 7);
      await held(trx, 'b-null', null, -3);
    });
    expect(await rows()).toEqual([
      { id: 'a-hostile', note: hostile, n: 7 },
      { id: 'b-null', note: null, n: -3 },
    ]);
  });

  it('is seen by the statements of its transaction that follow it, and lost with a rollback', async () => {
    await expect(
      transaction(async (trx) => {
        await held(trx, 'c-seen', 'seen');
        const seen = await probe(trx)
          .selectFrom('write_behind_probe')
          .select('note')
          .where('id', '=', 'c-seen')
          .executeTakeFirst();
        expect(seen?.note).toBe('seen');
        await held(trx, 'd-rolled-back', 'never');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await rows()).map((row) => row.id)).not.toContain('c-seen');
  });

  it('fails its transaction when it fails, keeping nothing of it', async () => {
    await expect(
      transaction(async (trx) => {
        await probe(trx)
          .insertInto('write_behind_probe')
          .values({ id: 'e-first', note: null, n: 1 })
          .execute();
        await held(trx, 'a-hostile', 'a duplicate key');
      }),
    ).rejects.toThrow();
    expect((await rows()).map((row) => row.id)).toEqual(['a-hostile', 'b-null']);
    // The connection that failed serves the next transaction as usual.
    await transaction((trx) => held(trx, 'f-after', 'after'));
    expect((await rows()).map((row) => row.id)).toEqual(['a-hostile', 'b-null', 'f-after']);
  });
});
