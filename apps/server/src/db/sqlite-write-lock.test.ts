import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './dialect.ts';
import { SqliteDatabase, type SqliteConnection } from './sqlite-driver.ts';

/** How long the other process holds the write lock in these tests. */
const HELD_MS = 150;

describe('a SQLite change while another process holds the write lock', () => {
  let dir: string;
  let db: Db;
  let other: SqliteConnection;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-lock-'));
    const file = path.join(dir, 'store.sqlite');
    db = openDatabase({ kind: 'sqlite', file }, { as: 'owner' });
    await sql`create table notes (text text not null)`.execute(db);
    other = new SqliteDatabase(file);
  });
  afterEach(async () => {
    other.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Takes the write lock in the other connection and lets it go after `HELD_MS`. */
  const holdWriteLock = () => {
    other.prepare('begin immediate').run();
    other.prepare(`insert into notes (text) values ('other')`).run();
    const released = new Promise<number>((resolve) =>
      setTimeout(() => {
        other.prepare('commit').run();
        resolve(performance.now());
      }, HELD_MS),
    );
    return released;
  };

  it('waits for the lock without blocking the event loop, then sees what the other committed', async () => {
    const released = holdWriteLock();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const seen = await db.transaction().execute(async (trx) => {
      const before = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx);
      await sql`insert into notes (text) values ('mine')`.execute(trx);
      return { at: performance.now(), notes: Number(before.rows[0]!.n) };
    });
    clearInterval(ticker);
    expect(seen.at).toBeGreaterThanOrEqual(await released);
    expect(seen.notes).toBe(1);
    // Blocked inside SQLite, the interval would not have run until the lock was free.
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('leaves statements outside a transaction waiting for locks as before', async () => {
    await db.transaction().execute((trx) => sql`select 1`.execute(trx));
    const timeout = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    expect(timeout.rows[0]!.timeout).toBe(5_000);
  });
});
