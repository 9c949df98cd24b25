import type { AbsenceStatus } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type {
  ClosedMonthTable,
  CompanyHolidayTable,
  HolidayCalendarTable,
  WorkContractTable,
} from '../../db/schema.ts';

/** What the account needs to know of a person. */
const PERSON_COLUMNS = ['id', 'name', 'role', 'created_at', 'deactivated_at'] as const;

/** A person of the tenant, active or deactivated. */
export function findPerson(db: Db, tenantId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(PERSON_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * The tenant's people by name: those active, and with `activeSince` also those deactivated on or
 * after that instant (ISO), whose time still belongs to the period.
 */
export function listPeople(db: Db, tenantId: string, { activeSince }: { activeSince?: string } = {}) {
  return db
    .selectFrom('users')
    .select(PERSON_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      activeSince === undefined
        ? eb('deactivated_at', 'is', null)
        : eb.or([eb('deactivated_at', 'is', null), eb('deactivated_at', '>=', activeSince)]),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Some people of the tenant by id, active or deactivated. */
export function findPeople(db: Db, tenantId: string, userIds: readonly string[]) {
  return db
    .selectFrom('users')
    .select(PERSON_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', userIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The tenant's settings row, or undefined while it has the defaults. */
export function findSettings(db: Db, tenantId: string) {
  return db.selectFrom('tenant_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** One person's contracts, oldest first, with the name of whoever saved each. */
export function listContracts(db: Db, tenantId: string, userId: string) {
  return db
    .selectFrom('work_contracts as c')
    .leftJoin('users as saver', (join) =>
      join.onRef('saver.tenant_id', '=', 'c.tenant_id').onRef('saver.id', '=', 'c.saved_by'),
    )
    .selectAll('c')
    .select('saver.name as saved_by_name')
    .where('c.tenant_id', '=', tenantId)
    .where('c.user_id', '=', userId)
    .orderBy('c.valid_from')
    .execute();
}

/** The contracts of every person of the tenant, oldest first. */
export function listTenantContracts(db: Db, tenantId: string) {
  return db
    .selectFrom('work_contracts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('user_id')
    .orderBy('valid_from')
    .execute();
}

/** Saves a contract, replacing the person's contract of the same date. */
export async function saveContract(db: Db, row: Insertable<WorkContractTable>): Promise<void> {
  const { tenant_id: _tenantId, user_id: _userId, valid_from: _validFrom, ...changes } = row;
  await db
    .insertInto('work_contracts')
    .values(row)
    .onConflict((conflict) => conflict.columns(['tenant_id', 'user_id', 'valid_from']).doUpdateSet(changes))
    .execute();
}

export function findHolidayCalendar(db: Db, tenantId: string) {
  return db.selectFrom('holiday_calendars').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** The tenant's company holidays by date, of from..to or all of them. */
export function listCompanyHolidays(db: Db, tenantId: string, period?: { from: string; to: string }) {
  return db
    .selectFrom('company_holidays')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .$if(period !== undefined, (query) =>
      query.where('date', '>=', period!.from).where('date', '<=', period!.to),
    )
    .orderBy('date')
    .execute();
}

export async function saveHolidayCalendar(db: Db, row: Insertable<HolidayCalendarTable>): Promise<void> {
  const { tenant_id: _tenantId, ...changes } = row;
  await db
    .insertInto('holiday_calendars')
    .values(row)
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(changes))
    .execute();
}

/** Replaces every company holiday of the tenant. */
export async function replaceCompanyHolidays(
  db: Db,
  tenantId: string,
  rows: Insertable<CompanyHolidayTable>[],
): Promise<void> {
  await db.deleteFrom('company_holidays').where('tenant_id', '=', tenantId).execute();
  if (rows.length > 0) await db.insertInto('company_holidays').values(rows).execute();
}

const COUNTED: AbsenceStatus[] = ['approved', 'requested'];

/** One person's approved and requested absences overlapping from..to. */
export function listAbsences(db: Db, tenantId: string, userId: string, from: string, to: string) {
  return db
    .selectFrom('absences')
    .select(['id', 'user_id', 'type', 'status', 'start_date', 'end_date', 'half_day'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('start_date', '<=', to)
    .where('end_date', '>=', from)
    .where('status', 'in', COUNTED)
    .orderBy('start_date')
    .execute();
}

/**
 * Every person's approved and requested absences overlapping from..to. No absence is longer than
 * a leap year, so those overlapping the period start at most that long before it.
 */
export function listTenantAbsences(
  db: Db,
  tenantId: string,
  from: string,
  to: string,
  earliestStart: string,
) {
  return db
    .selectFrom('absences')
    .select(['id', 'user_id', 'type', 'status', 'start_date', 'end_date', 'half_day'])
    .where('tenant_id', '=', tenantId)
    .where('start_date', '>=', earliestStart)
    .where('start_date', '<=', to)
    .where('end_date', '>=', from)
    .where('status', 'in', COUNTED)
    .orderBy('start_date')
    .execute();
}

/** One person's logged centihours of each day of from..to that has any. */
export function workedByDay(db: Db, tenantId: string, userId: string, from: string, to: string) {
  return db
    .selectFrom('time_entries')
    .select(['date', (eb) => eb.fn.sum<number | string>('centihours').as('centihours')])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('date')
    .execute();
}

/** One person's logged centihours over from..to. */
export async function workedBetween(
  db: Db,
  tenantId: string,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('time_entries')
    .select((eb) => eb.fn.sum<number | string | null>('centihours').as('centihours'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .executeTakeFirst();
  return Number(row?.centihours ?? 0);
}

/** The person's latest closed month before `month` (yyyy-MM), with its stored balance. */
export function latestClosedMonthBefore(db: Db, tenantId: string, userId: string, month: string) {
  return db
    .selectFrom('closed_months')
    .select(['month', 'closing_balance_centihours'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('month', '<', month)
    .orderBy('month', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The person's closed months of fromMonth..toMonth (yyyy-MM), oldest first. */
export function closedMonthsBetween(
  db: Db,
  tenantId: string,
  userId: string,
  fromMonth: string,
  toMonth: string,
) {
  return closedMonthsQuery(db, tenantId, userId, fromMonth, toMonth).execute();
}

/** `closedMonthsBetween` as a query, to read within another statement. */
export function closedMonthsQuery(
  db: Db,
  tenantId: string,
  userId: string,
  fromMonth: string,
  toMonth: string,
) {
  return db
    .selectFrom('closed_months')
    .select(['month', 'closing_balance_centihours'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('month', '>=', fromMonth)
    .where('month', '<=', toMonth)
    .orderBy('month');
}

/** Who has `month` closed. */
export async function closedMonthOwners(db: Db, tenantId: string, month: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('closed_months')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('month', '=', month)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function insertClosedMonths(db: Db, rows: Insertable<ClosedMonthTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('closed_months').values(rows).execute();
}

/** Reopens `month` for one person, or for everyone: answers how many it reopened. */
export async function deleteClosedMonths(
  db: Db,
  tenantId: string,
  month: string,
  userId: string | undefined,
): Promise<number> {
  const result = await db
    .deleteFrom('closed_months')
    .where('tenant_id', '=', tenantId)
    .where('month', '=', month)
    .$if(userId !== undefined, (query) => query.where('user_id', '=', userId!))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
