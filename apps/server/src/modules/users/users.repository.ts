import type { Db } from '../../db/dialect.ts';
import type { NewUser, UserUpdate } from '../../db/schema.ts';

/** The user with this email in any tenant; sign-in finds the tenant this way. */
export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .selectAll('users')
    .select('tenants.subscription_ends_on')
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The user behind an identity-provider subject (the user's id). */
export function findUserBySubject(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Db, tenantId: string) {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).orderBy('name').execute();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function recordLogin(db: Db, tenantId: string, userId: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_login: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
}

export function findUser(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Changes a user of the tenant. */
export async function updateUser(db: Db, tenantId: string, id: string, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}
