import type { Locale, PageRequest, Role } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import { anyContains } from '../../db/text-search.ts';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema.ts';
import { compiledOnce } from '../../db/compiled-query.ts';
import { countOf, pageOf } from '../../db/paging.ts';

/** The user with this email in any tenant: the login page finds who signs in this way. */
export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The user behind an identity-provider subject (the user's id). */
export function findUserBySubject(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

const callerColumns = [
  'users.tenant_id',
  'users.id',
  'users.role',
  'users.email',
  'users.sessions_valid_after',
  'users.deactivated_at',
  'tenants.subscription_ends_on',
] as const;

/** The queries finding who calls, by one subject column; compiled once, as they run often. */
const callerBy = (by: 'id' | 'idp_subject') =>
  compiledOnce((db: Db, subject: string) =>
    db
      .selectFrom('users')
      .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
      .select(callerColumns)
      .where(`users.${by}`, '=', subject),
  );
const callers = { id: callerBy('id'), idp_subject: callerBy('idp_subject') };

/**
 * The user an API call is made by, with their tenant's subscription: by the embedded provider's
 * subject (the user id) or by the subject an external issuer gave them, both unique over every
 * tenant.
 */
export async function findCaller(db: Db, by: 'id' | 'idp_subject', subject: string) {
  const [caller] = await callers[by](db, subject);
  return caller;
}

/**
 * Binds an external issuer's subject to the user holding this email, once: only a user not yet
 * bound is matched, so a later holder of the address never inherits the subject.
 */
export async function bindIdpSubject(db: Db, email: string, subject: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ idp_subject: subject })
    .where('email', '=', email)
    .where('idp_subject', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Which of the tenant's users a list shows. */
export interface UserFilter {
  role?: Role | undefined;
  /** Active only, deactivated only, or everyone when absent. */
  active?: boolean | undefined;
  /** Text the name or email contains. */
  search?: string | undefined;
}

function usersMatching(db: Db, tenantId: string, { role, active, search }: UserFilter) {
  return db
    .selectFrom('users')
    .where('tenant_id', '=', tenantId)
    .$if(role !== undefined, (query) => query.where('role', '=', role!))
    .$if(active !== undefined, (query) => query.where('deactivated_at', active ? 'is' : 'is not', null))
    .$if(Boolean(search), (query) =>
      query.where(({ ref }) => anyContains([ref('name'), ref('email')], search!)),
    );
}

/** What the lists show of a user: a row of the tenant's 500 costs what it reads. */
const LISTED_COLUMNS = ['id', 'name', 'email', 'role', 'last_login', 'deactivated_at'] as const;
export type ListedUser = Pick<UserRow, (typeof LISTED_COLUMNS)[number]>;

const isUnfiltered = ({ role, active, search }: UserFilter) =>
  role === undefined && active === undefined && !search;

// The users page, unfiltered, and its count: compiled once.
const unfilteredPage = compiledOnce((db: Db, tenantId: string, limit: number, offset: number) =>
  usersMatching(db, tenantId, {})
    .select(LISTED_COLUMNS)
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .offset(offset),
);
const unfilteredCount = compiledOnce((db: Db, tenantId: string) =>
  usersMatching(db, tenantId, {}).select(sql<number | string>`count(*)`.as('count')),
);

/** The tenant's users by name; with `page`, only that page's. */
export function listUsers(
  db: Db,
  tenantId: string,
  filter: UserFilter = {},
  page?: PageRequest,
): Promise<ListedUser[]> {
  if (page && isUnfiltered(filter)) {
    return unfilteredPage(db, tenantId, page.pageSize, (page.page - 1) * page.pageSize);
  }
  return usersMatching(db, tenantId, filter)
    .select(LISTED_COLUMNS)
    .orderBy('name')
    .orderBy('id')
    .$call(pageOf(page))
    .execute();
}

export async function countUsers(db: Db, tenantId: string, filter: UserFilter): Promise<number> {
  if (!isUnfiltered(filter)) return countOf(usersMatching(db, tenantId, filter));
  const [row] = await unfilteredCount(db, tenantId);
  // PostgreSQL answers a bigint count as a string.
  return Number(row?.count);
}

/** How many Admins of the tenant may still sign in. */
export async function countActiveAdmins(db: Db, tenantId: string): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('role', '=', 'Admin')
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Ends every session of a user at once: tokens issued before `validAfter` (epoch seconds) are
 * refused by the API, and the identity provider's sessions, grants and refresh tokens are gone.
 */
export async function endSessions(
  db: Db,
  tenantId: string,
  userId: string,
  validAfter: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ sessions_valid_after: validAfter })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('oidc_payloads').where('account_id', '=', userId).execute();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function saveLanguage(db: Db, tenantId: string, userId: string, language: Locale | null) {
  await db
    .updateTable('users')
    .set({ language })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
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
