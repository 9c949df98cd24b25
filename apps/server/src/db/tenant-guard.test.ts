import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema.ts';
import { runAsSystem, runAsTenant } from './tenant-context.ts';
import { TenantGuardPlugin, UnscopedQueryError } from './tenant-guard.ts';

// Compiling is enough: the guard runs before any query reaches a database.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
  plugins: [new TenantGuardPlugin()],
});

describe('the tenant guard', () => {
  it('refuses reads, updates and deletes of tenant tables without a tenant filter', () => {
    expect(() => db.selectFrom('projects').selectAll().compile()).toThrow(UnscopedQueryError);
    expect(() => db.selectFrom('time_entries').select('id').where('user_id', '=', 'u').compile()).toThrow(
      'Query on time_entries has no tenant filter',
    );
    expect(() => db.updateTable('users').set({ name: 'x' }).where('id', '=', 'u').compile()).toThrow(
      UnscopedQueryError,
    );
    expect(() => db.deleteFrom('tasks').where('id', '=', 't').compile()).toThrow(UnscopedQueryError);
    expect(() => db.selectFrom('tenants').selectAll().compile()).toThrow(UnscopedQueryError);
  });

  it('lets scoped queries through, joins and aliases included', () => {
    expect(() => db.selectFrom('projects').selectAll().where('tenant_id', '=', 't').compile()).not.toThrow();
    expect(() =>
      db
        .selectFrom('time_entries as e')
        .innerJoin('tasks', (join) =>
          join.onRef('tasks.tenant_id', '=', 'e.tenant_id').onRef('tasks.id', '=', 'e.task_id'),
        )
        .select('e.id')
        .where('e.tenant_id', '=', 't')
        .compile(),
    ).not.toThrow();
    expect(() =>
      db.updateTable('users').set({ name: 'x' }).where('tenant_id', '=', 't').where('id', '=', 'u').compile(),
    ).not.toThrow();
    expect(() => db.selectFrom('tenants').selectAll().where('id', '=', 't').compile()).not.toThrow();
    expect(() => db.selectFrom('oidc_keys').selectAll().compile()).not.toThrow();
  });

  it('lets only the system context look across tenants', () => {
    expect(() =>
      runAsSystem(() => db.selectFrom('users').selectAll().where('email', '=', 'a@b.co').compile()),
    ).not.toThrow();
    expect(() => runAsTenant('t', () => db.selectFrom('users').selectAll().compile())).toThrow(
      UnscopedQueryError,
    );
  });
});
