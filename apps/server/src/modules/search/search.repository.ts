import { sql } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import { nameContains, prefixRank } from '../../db/search.ts';
import { anyContains } from '../../db/text-search.ts';

/** The tenant's projects, not deleted, whose name contains `text`: best first. */
export function findProjects(db: Db, tenantId: string, text: string, limit: number) {
  return db
    .selectFrom('projects as p')
    .select(['p.id', 'p.name', 'p.status'])
    .where('p.tenant_id', '=', tenantId)
    .where('p.deleted_at', 'is', null)
    .where(nameContains(db, 'projects', 'p', text))
    .orderBy(prefixRank(sql.ref('p.name'), text))
    .orderBy(sql`length(${sql.ref('p.name')})`)
    .orderBy('p.name')
    .limit(limit)
    .execute();
}

/** The tenant's tasks of projects not deleted, themselves not deleted, whose title contains `text`. */
export function findTasks(db: Db, tenantId: string, text: string, limit: number) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('projects as p', (join) =>
      join.onRef('p.tenant_id', '=', 't.tenant_id').onRef('p.id', '=', 't.project_id'),
    )
    .select(['t.id', 't.title', 't.status', 't.project_id', 'p.name as project_name'])
    .where('t.tenant_id', '=', tenantId)
    .where('p.tenant_id', '=', tenantId)
    .where('t.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .where(nameContains(db, 'tasks', 't', text))
    .orderBy(prefixRank(sql.ref('t.title'), text))
    .orderBy(sql`length(${sql.ref('t.title')})`)
    .orderBy('t.title')
    .limit(limit)
    .execute();
}

/** The tenant's active people whose name or email contains `text`. */
export function findPeople(db: Db, tenantId: string, text: string, limit: number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.role'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.deactivated_at', 'is', null)
    .where(nameContains(db, 'users', 'u', text))
    .orderBy(prefixRank(sql.ref('u.name'), text))
    .orderBy(sql`length(${sql.ref('u.name')})`)
    .orderBy('u.name')
    .limit(limit)
    .execute();
}

/**
 * The tenant's clients, not deleted, whose name contains `text`. A tenant has tens of clients, not
 * thousands, so they are read without an index of their own.
 */
export function findClients(db: Db, tenantId: string, text: string, limit: number) {
  return db
    .selectFrom('clients as c')
    .select(['c.id', 'c.name'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.deleted_at', 'is', null)
    .where(({ ref }) => anyContains([ref('c.name')], text))
    .orderBy(prefixRank(sql.ref('c.name'), text))
    .orderBy(sql`length(${sql.ref('c.name')})`)
    .orderBy('c.name')
    .limit(limit)
    .execute();
}
