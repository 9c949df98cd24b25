import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-query.ts';
import type { Db } from './dialect.ts';
import { SqliteDatabase } from './sqlite-driver.ts';
import { runAsSystem, runAsTenant } from './tenant-context.ts';
import { UnscopedQueryError, withTenantGuard } from './tenant-guard.ts';

const db = new Kysely({
  dialect: withTenantGuard(new SqliteDialect({ database: new SqliteDatabase(':memory:') })),
}) as unknown as Db;

beforeAll(async () => {
  await sql`create table projects (tenant_id text, id text, name text)`.execute(db);
  await sql`insert into projects values ('t1', 'p1', 'Harbour'), ('t1', 'p2', 'Mill'), ('t2', 'p3', 'Quay')`.execute(
    db,
  );
});

const projectsOf = compiledOnce((db: Db, tenantId: string, limit: number) =>
  db
    .selectFrom('projects')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .limit(limit),
);

describe('compiledOnce', () => {
  it('runs the query compiled once with each call’s values', async () => {
    await runAsTenant('t1', async () => {
      expect(await projectsOf(db, 't1', 5)).toEqual([
        { id: 'p1', name: 'Harbour' },
        { id: 'p2', name: 'Mill' },
      ]);
      expect(await projectsOf(db, 't1', 1)).toEqual([{ id: 'p1', name: 'Harbour' }]);
    });
    await runAsTenant('t2', async () => {
      expect(await projectsOf(db, 't2', 5)).toEqual([{ id: 'p3', name: 'Quay' }]);
    });
  });

  it('has the tenant guard check it in a tenant’s context even when the system context compiled it', async () => {
    const byId = compiledOnce((db: Db, id: string) =>
      db.selectFrom('projects').select('name').where('id', '=', id),
    );
    expect(await runAsSystem(() => byId(db, 'p3'))).toEqual([{ name: 'Quay' }]);
    await expect(runAsTenant('t1', () => byId(db, 'p3'))).rejects.toThrow(UnscopedQueryError);
  });

  it('refuses a query that does not take every argument as a value', async () => {
    const unused = compiledOnce((db: Db, _name: string) =>
      db.selectFrom('projects').select('id').where('tenant_id', '=', 't1'),
    );
    await expect(runAsTenant('t1', () => unused(db, 'Mill'))).rejects.toThrow(TypeError);
  });
});

describe('compiledOnce on two databases', () => {
  it('compiles the query for each, as each writes its own SQL', async () => {
    const other = new Kysely({
      dialect: new PostgresDialect({ pool: async () => ({}) as never }),
    }) as unknown as Db;
    const compiled: string[] = [];
    const spy = compiledOnce((db: Db, tenantId: string) => {
      const query = db.selectFrom('projects').select('id').where('tenant_id', '=', tenantId);
      compiled.push(query.compile().sql);
      return query;
    });
    await runAsTenant('t1', () => spy(db, 't1'));
    await expect(runAsTenant('t1', () => spy(other, 't1'))).rejects.toThrow();
    expect(compiled).toEqual([
      'select "id" from "projects" where "tenant_id" = ?',
      'select "id" from "projects" where "tenant_id" = $1',
    ]);
  });
});
