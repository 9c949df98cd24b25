import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema.ts';
import { runAsSystem, runAsTenant } from './tenant-context.ts';
import { UnscopedQueryError, withTenantGuard } from './tenant-guard.ts';

// Compiling is enough: the guard runs before any query reaches a database.
const db = new Kysely<Database>({
  dialect: withTenantGuard({
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  }),
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

  it('refuses a joined tenant table that is not constrained by its own tenant column', () => {
    const entries = () => db.selectFrom('time_entries as e').select('e.id').where('e.tenant_id', '=', 't');
    // The WHERE clause names a tenant column, but only the entries'.
    expect(() => entries().innerJoin('tasks', 'tasks.id', 'e.task_id').compile()).toThrow(
      'Query on tasks has no tenant filter',
    );
    expect(() =>
      entries()
        .leftJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'e.user_id').onRef('e.tenant_id', '=', 'e.tenant_id'),
        )
        .compile(),
    ).toThrow('Query on users has no tenant filter');
    // An unqualified tenant column is the FROM table's, not the joined one's.
    expect(() =>
      db
        .selectFrom('time_entries')
        .innerJoin('projects', 'projects.id', 'time_entries.project_id')
        .select('time_entries.id')
        .where('tenant_id', '=', 't')
        .compile(),
    ).toThrow('Query on projects has no tenant filter');
  });

  it('lets a joined table be constrained in its join condition or in the WHERE clause', () => {
    expect(() =>
      db
        .selectFrom('time_entries as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .select('e.id')
        .where('e.tenant_id', '=', 't')
        .where('u.tenant_id', '=', 't')
        .compile(),
    ).not.toThrow();
    expect(() =>
      db
        .selectFrom('users')
        .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
        .select('users.id')
        .where('users.tenant_id', '=', 't')
        .compile(),
    ).not.toThrow();
  });

  it('refuses a subquery on a tenant table without its own tenant filter', () => {
    const projects = () => db.selectFrom('projects as p').select('p.id').where('p.tenant_id', '=', 't');
    expect(() =>
      projects()
        .where('p.id', 'in', db.selectFrom('tasks').select('project_id').where('title', '=', 'x'))
        .compile(),
    ).toThrow('Query on tasks has no tenant filter');
    expect(() =>
      projects()
        .select((eb) =>
          eb
            .selectFrom('tasks as t')
            .select((inner) => inner.fn.countAll().as('n'))
            .whereRef('t.project_id', '=', 'p.id')
            .as('task_count'),
        )
        .compile(),
    ).toThrow('Query on tasks has no tenant filter');
    expect(() =>
      projects()
        .select((eb) =>
          eb
            .selectFrom('tasks as t')
            .select((inner) => inner.fn.countAll().as('n'))
            .whereRef('t.tenant_id', '=', 'p.tenant_id')
            .whereRef('t.project_id', '=', 'p.id')
            .as('task_count'),
        )
        .compile(),
    ).not.toThrow();
  });

  it('lets only the system context look across tenants', () => {
    expect(() =>
      runAsSystem(() => db.selectFrom('users').selectAll().where('email', '=', 'a@b.co').compile()),
    ).not.toThrow();
    expect(() => runAsTenant('t', () => db.selectFrom('users').selectAll().compile())).toThrow(
      UnscopedQueryError,
    );
  });

  it('keeps no verdict for a refused statement or one run by the system context', () => {
    const unscoped = () => db.selectFrom('users').selectAll().where('email', '=', 'a@b.co').compile();
    expect(() => runAsSystem(unscoped)).not.toThrow();
    expect(() => runAsTenant('t', unscoped)).toThrow(UnscopedQueryError);
    expect(() => runAsTenant('t', unscoped)).toThrow(UnscopedQueryError);
    const scoped = () => db.selectFrom('users').selectAll().where('tenant_id', '=', 't').compile();
    expect(() => runAsTenant('t', scoped)).not.toThrow();
    expect(() => runAsTenant('t', scoped)).not.toThrow();
  });
});
