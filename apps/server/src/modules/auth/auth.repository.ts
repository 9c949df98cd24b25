import type { Db } from '../../db/dialect.ts';
import type { NewUser, TenantTable } from '../../db/schema.ts';

/** Creates a tenant and its first user in one transaction. */
export async function insertTenantWithUser(db: Db, tenant: TenantTable, user: NewUser): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('tenants').values(tenant).execute();
    await trx.insertInto('users').values(user).execute();
  });
}
