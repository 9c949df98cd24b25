import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { ClientTable } from '../../db/schema.ts';

/** The tenant's clients not deleted, by name, each with how many live projects belong to it. */
export function listClients(db: Db, tenantId: string) {
  return db
    .selectFrom('clients as c')
    .where('c.tenant_id', '=', tenantId)
    .where('c.deleted_at', 'is', null)
    .select(['c.id', 'c.name', 'c.contact', 'c.notes'])
    .select((eb) =>
      eb
        .selectFrom('projects as p')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('p.tenant_id', '=', 'c.tenant_id')
        .whereRef('p.client_id', '=', 'c.id')
        .where('p.deleted_at', 'is', null)
        .as('project_count'),
    )
    .orderBy((eb) => eb.fn('lower', ['c.name']))
    .orderBy('c.id')
    .execute();
}

/** One of the tenant's clients not deleted. */
export function findActiveClient(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Another live client of the tenant with `name`, whatever the case of its letters. */
export function findClientNamed(db: Db, tenantId: string, name: string, exceptId?: string) {
  return db
    .selectFrom('clients')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();
}

export async function insertClient(db: Db, client: Insertable<ClientTable>): Promise<void> {
  await db.insertInto('clients').values(client).execute();
}

/** Changes a live client; answers whether there was one to change. */
export async function updateClient(
  db: Db,
  tenantId: string,
  id: string,
  changes: Updateable<ClientTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('clients')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many of the tenant's live projects belong to the client. */
export async function countProjectsOf(db: Db, tenantId: string, clientId: string): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
