import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { rowsAsObjects, SqliteDatabase } from './sqlite-driver.ts';

const STATEMENT_CHURN = `
  import { SqliteDatabase } from './sqlite-driver.ts';
  for (let round = 0; round < 5; round += 1) {
    const db = new SqliteDatabase(':memory:');
    for (let i = 0; i < 500; i += 1) db.prepare('select ' + i + ' as x').get();
    if (round % 2) db.close();
  }
  globalThis.gc();
  await new Promise((resolve) => setTimeout(resolve, 10));
  globalThis.gc();
`;

describe('the SQLite driver', () => {
  it(`lets statements be garbage-collected on Node ${process.versions.node} without aborting`, () => {
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', '--input-type=module', '--eval', STATEMENT_CHURN],
      { cwd: import.meta.dirname, encoding: 'utf8', timeout: 20_000 },
    );
    expect(run.stderr).not.toContain('Assertion failed');
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
  });
});

describe('rows as objects', () => {
  const database = () => {
    const db = new SqliteDatabase(':memory:');
    db.exec(`create table t (id integer, "a ""quoted"" name" text, "x-y" real, n blob)`);
    db.prepare('insert into t values (?, ?, ?, ?)').run(1, 'one', 1.5, Buffer.from('b'));
    db.prepare('insert into t values (?, ?, ?, ?)').run(2, null, -2, null);
    return db;
  };

  it.each([
    ['every column', 'select * from t order by id'],
    ['two columns of one name, the last winning', 'select id as k, "x-y" as k from t order by id'],
    ['expressions and joins', 'select count(*) as n, max(u.id) as "top" from t join t as u on u.id = t.id'],
    ['no rows', 'select * from t where id = 99'],
  ])('reads %s as better-sqlite3 reads it', (_, query) => {
    const db = database();
    expect(rowsAsObjects(db.prepare(query)).all([])).toEqual(db.prepare(query).all());
    expect([...rowsAsObjects(db.prepare(query)).iterate([])]).toEqual(db.prepare(query).all());
  });

  it('binds parameters and runs a write, answering what it changed', () => {
    const db = database();
    const write = rowsAsObjects(db.prepare('update t set "x-y" = ? where id = ?'));
    expect(write.reader).toBe(false);
    expect(write.run([3, 2]).changes).toBe(1);
    expect(rowsAsObjects(db.prepare('select "x-y" from t where id = ?')).all([2])).toEqual([{ 'x-y': 3 }]);
  });

  it('answers rows of a write that returns them', () => {
    const db = database();
    const statement = rowsAsObjects(db.prepare('insert into t (id) values (?) returning id, n'));
    expect(statement.all([7])).toEqual([{ id: 7, n: null }]);
  });

  it('reads a column named __proto__ as a key, leaving the prototype of the row alone', () => {
    // A blob is read as a Buffer, an object that a literal's __proto__ key would make the prototype.
    const [row] = rowsAsObjects(database().prepare(`select x'00' as "__proto__", 2 as id`)).all(
      [],
    ) as object[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toEqual(Buffer.from([0]));
    expect(row).toMatchObject({ id: 2 });
  });
});
