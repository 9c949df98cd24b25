import type { Db } from '../../db/dialect.ts';
import type { NewUser, TenantTable } from '../../db/schema.ts';

/** Creates a tenant and its first user; run it in a transaction. */
export async function insertTenantWithUser(trx: Db, tenant: TenantTable, user: NewUser): Promise<void> {
  await trx.insertInto('tenants').values(tenant).execute();
  await trx.insertInto('users').values(user).execute();
}
