import {
  addCalendarDays,
  MAX_WORKING_TIME_PERIOD_DAYS,
  type AbsenceStatus,
  type Role,
} from '@portal/contract';
import { expressionBuilder, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import type { AbsenceTable, UserTable } from '../../db/schema.ts';

/**
 * Whom a team view holds: the active people of `roles` (everyone without) and `alsoUserId`, less
 * `exceptUserId`.
 */
export interface Team {
  roles?: readonly Role[];
  alsoUserId?: string;
  exceptUserId?: string;
}

/** Which absences a list holds: one person's or a team's, of a period and a status. */
export interface AbsenceFilter {
  whose: { userId: string } | { team: Team };
  /** Absences overlapping from..to. */
  period?: { from: string; to: string } | undefined;
  status?: AbsenceStatus | undefined;
}

/**
 * The earliest start of an absence that may reach `date`: no absence is longer than a period may
 * be, so this bounds the index range an overlap reads instead of reading all history before it.
 */
const earliestStartOverlapping = (date: string) => addCalendarDays(date, 1 - MAX_WORKING_TIME_PERIOD_DAYS);

const person = expressionBuilder<{ person: UserTable }, 'person'>();

/** The condition on `users as person` that keeps a team's people. */
function inTeam(team: Team): Expression<SqlBool> {
  return person.and([
    person('person.deactivated_at', 'is', null),
    ...(team.roles === undefined
      ? []
      : [
          person.or([
            person('person.role', 'in', [...team.roles]),
            ...(team.alsoUserId === undefined ? [] : [person('person.id', '=', team.alsoUserId)]),
          ]),
        ]),
    ...(team.exceptUserId === undefined ? [] : [person('person.id', '!=', team.exceptUserId)]),
  ]);
}

/** Absences with the names of their person and of who requested and decided them, by name then date. */
export function listAbsences(db: Db, tenantId: string, { whose, period, status }: AbsenceFilter) {
  return db
    .selectFrom('absences as a')
    .innerJoin('users as person', (join) =>
      join.onRef('person.tenant_id', '=', 'a.tenant_id').onRef('person.id', '=', 'a.user_id'),
    )
    .leftJoin('users as requester', (join) =>
      join.onRef('requester.tenant_id', '=', 'a.tenant_id').onRef('requester.id', '=', 'a.requested_by'),
    )
    .leftJoin('users as decider', (join) =>
      join.onRef('decider.tenant_id', '=', 'a.tenant_id').onRef('decider.id', '=', 'a.decided_by'),
    )
    .selectAll('a')
    .select([
      'person.name as user_name',
      'requester.name as requested_by_name',
      'decider.name as decided_by_name',
    ])
    .where('a.tenant_id', '=', tenantId)
    .$call((query) =>
      'userId' in whose ? query.where('a.user_id', '=', whose.userId) : query.where(inTeam(whose.team)),
    )
    .$if(period !== undefined, (query) =>
      query
        .where('a.start_date', '<=', period!.to)
        .where('a.start_date', '>=', earliestStartOverlapping(period!.from))
        .where('a.end_date', '>=', period!.from),
    )
    .$if(status !== undefined, (query) => query.where('a.status', '=', status!))
    .orderBy('person.name')
    .orderBy('a.user_id')
    .orderBy('a.start_date')
    .orderBy('a.id')
    .execute();
}

export type AbsenceRow = Awaited<ReturnType<typeof listAbsences>>[number];

/** One absence of the tenant, or undefined. */
export function findAbsence(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('absences')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The first of a person's requested or approved absences overlapping from..to, or undefined. */
export function findOverlapping(db: Db, tenantId: string, userId: string, from: string, to: string) {
  return db
    .selectFrom('absences')
    .select(['start_date', 'end_date'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['requested', 'approved'])
    .where('start_date', '<=', to)
    .where('start_date', '>=', earliestStartOverlapping(from))
    .where('end_date', '>=', from)
    .orderBy('start_date')
    .executeTakeFirst();
}

/** A person's approved full-day absences overlapping from..to. */
export function approvedFullDays(db: Db, tenantId: string, userId: string, from: string, to: string) {
  return approvedFullDaysQuery(db, tenantId, userId, from, to).execute();
}

/** `approvedFullDays` as a query, to read within another statement. */
export function approvedFullDaysQuery(db: Db, tenantId: string, userId: string, from: string, to: string) {
  return db
    .selectFrom('absences')
    .select(['type', 'start_date', 'end_date'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .where('half_day', '=', 0)
    .where('start_date', '<=', to)
    .where('start_date', '>=', earliestStartOverlapping(from))
    .where('end_date', '>=', from);
}

export async function insertAbsence(db: Db, row: Insertable<AbsenceTable>): Promise<void> {
  await db.insertInto('absences').values(row).execute();
}

export async function updateAbsence(
  db: Db,
  tenantId: string,
  id: string,
  changes: Updateable<AbsenceTable>,
): Promise<void> {
  await db
    .updateTable('absences')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** One person of the tenant, deactivated or not, or undefined. */
export function findPerson(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'deactivated_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A team's people, by name. */
export function teamPeople(db: Db, tenantId: string, team: Team) {
  return db
    .selectFrom('users as person')
    .select(['person.id', 'person.name'])
    .where('person.tenant_id', '=', tenantId)
    .where(inTeam(team))
    .orderBy('person.name')
    .orderBy('person.id')
    .execute();
}
