import crypto from 'node:crypto';
import {
  addCalendarDays,
  api,
  changed,
  SELF_APPROVED_ABSENCE_TYPES,
  type Absence,
  type AbsenceType,
  type CancelAbsenceBody,
  type DecideAbsenceBody,
  type GetAbsencesAnswer,
  type GetAbsencesBody,
  type RequestAbsenceBody,
  type Role,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import { recordEvents } from '../../context/effects.ts';
import type { Db } from '../../db/dialect.ts';
import { lockKey } from '../../db/locks.ts';
import type { AbsenceTable } from '../../db/schema.ts';
import { refuse } from '../../errors.ts';
import * as audit from '../audit/audit.service.ts';
import { notifyAbsenceChange, type AbsenceChange } from '../notifications/notifications.service.ts';
import {
  expectedDays,
  expectedDaysOfPeople,
  refuseClosedMonths,
  vacationAccounts,
} from '../working-time/working-time.service.ts';
import { presentAbsence } from './absences.presenter.ts';
import * as repository from './absences.repository.ts';

type NewAbsence = Omit<z.output<typeof RequestAbsenceBody>, 'tenantId'>;
type Decision = Omit<z.output<typeof DecideAbsenceBody>, 'tenantId'>;
type Cancellation = Omit<z.output<typeof CancelAbsenceBody>, 'tenantId'>;
type AbsenceQuery = Omit<z.output<typeof GetAbsencesBody>, 'tenantId'>;
type StoredAbsence = Selectable<AbsenceTable>;

/** Changes of one person's absences wait for each other, so no two overlap or overdraw together. */
const lockAbsencesOf = (trx: Db, tenantId: string, userId: string) =>
  lockKey(trx, `absences:${tenantId}:${userId}`);

/**
 * Whether the caller may decide on the person's absences: Admins on anyone's, Managers on role
 * User's; nobody on their own.
 */
const mayDecideFor = (caller: Caller, person: { id: string; role: Role }) =>
  person.id !== caller.userId &&
  (caller.role === 'Admin' || (caller.role === 'Manager' && person.role === 'User'));

/** A number of days as messages write it: 3.5, 12.33, 4. */
const roundDays = (days: number) => Number(days.toFixed(2));

/** Whose absence it is and which days it covers. */
interface Span {
  userId: string;
  from: string;
  to: string;
  halfDay: boolean;
}

const spanOf = (row: StoredAbsence): Span => ({
  userId: row.user_id,
  from: row.start_date,
  to: row.end_date,
  halfDay: Number(row.half_day) === 1,
});

/** The days of an absence of from..to that expect hours, by year: a full day counts 1, a half day 0.5. */
async function daysByYear(db: Db, tenantId: string, absence: Span) {
  const byYear = new Map<number, number>();
  for (const day of await expectedDays(db, tenantId, absence.userId, absence.from, absence.to)) {
    if (day.expectedCentihours <= 0) continue;
    const year = Number(day.date.slice(0, 4));
    byYear.set(year, (byYear.get(year) ?? 0) + (absence.halfDay ? 0.5 : 1));
  }
  return byYear;
}

const total = (byYear: ReadonlyMap<number, number>) =>
  [...byYear.values()].reduce((sum, days) => sum + days, 0);

/**
 * Refuses (409) vacation that leaves a year of from..to with a negative remainder, naming the days
 * that were left before it. Call it after writing the vacation, in the same transaction, so the
 * accounts count it and the refusal takes it back.
 */
async function refuseBeyondAllowance(
  trx: Db,
  tenantId: string,
  absence: Omit<Span, 'halfDay'>,
  days: ReadonlyMap<number, number>,
) {
  const accounts = await vacationAccounts(trx, tenantId, absence.userId, absence.from, absence.to);
  const overdrawn = accounts.find((account) => account.remaining < 0);
  if (!overdrawn) return;
  const left = Math.max(0, overdrawn.remaining + (days.get(overdrawn.year) ?? 0));
  throw refuse(409, 'vacation-days-left', { days: roundDays(left), year: String(overdrawn.year) });
}

/** The notification's view of a stored absence. */
const subjectOf = (row: StoredAbsence): AbsenceChange['absence'] => ({
  ...spanOf(row),
  type: row.type,
  note: row.note,
  reason: row.reason,
});

/**
 * Refuses an absence the caller may not enter for `userId`: only their own, or (Managers and
 * Admins) sick leave of someone they may decide for.
 */
async function refuseUnlessMayEnterFor(db: Db, caller: Caller, userId: string, type: AbsenceType) {
  if (userId === caller.userId) return;
  if (caller.role === 'User') throw refuse(403, 'request-own-absences-only');
  if (!SELF_APPROVED_ABSENCE_TYPES.includes(type)) throw refuse(403, 'sick-leave-only-for-others');
  const person = await repository.findPerson(db, caller.tenantId, userId);
  if (!person) throw refuse(404, 'user-not-found');
  if (!mayDecideFor(caller, person)) throw refuse(403, 'managers-enter-for-users-only');
}

/**
 * Requests an absence of from..to, or records sick leave approved at once. Refused: a closed month
 * (409), a period without a working day (400), an overlap with a requested or approved absence of
 * the person (409), vacation beyond the allowance (409).
 */
export async function requestAbsence(
  db: Db,
  caller: Caller,
  body: NewAbsence,
): Promise<{ id: string; msg: string }> {
  const userId = body.userId ?? caller.userId;
  await refuseUnlessMayEnterFor(db, caller, userId, body.type);
  const approvedAtOnce = SELF_APPROVED_ABSENCE_TYPES.includes(body.type);
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await lockAbsencesOf(trx, caller.tenantId, userId);
    await refuseClosedMonths(trx, caller.tenantId, userId, body.from, body.to);
    const absence = { userId, from: body.from, to: body.to, halfDay: body.halfDay };
    const days = await daysByYear(trx, caller.tenantId, absence);
    if (total(days) === 0) throw refuse(400, 'no-working-day');
    const overlap = await repository.findOverlapping(trx, caller.tenantId, userId, body.from, body.to);
    if (overlap) {
      throw refuse(409, 'absence-overlap', { from: overlap.start_date, to: overlap.end_date });
    }
    const now = new Date().toISOString();
    const row: StoredAbsence = {
      tenant_id: caller.tenantId,
      id,
      user_id: userId,
      type: body.type,
      start_date: body.from,
      end_date: body.to,
      half_day: body.halfDay ? 1 : 0,
      status: approvedAtOnce ? 'approved' : 'requested',
      note: body.note,
      reason: null,
      requested_by: caller.userId,
      decided_by: approvedAtOnce ? caller.userId : null,
      decided_at: approvedAtOnce ? now : null,
      created_at: now,
    };
    await repository.insertAbsence(trx, row);
    if (body.type === 'vacation') await refuseBeyondAllowance(trx, caller.tenantId, absence, days);
    await audit.record(trx, caller, api.absences.requestAbsence, id);
    await notifyAbsenceChange(trx, caller, { kind: 'absence-requested', absence: subjectOf(row) });
    // Sick leave someone else recorded is, for the person, a decision made for them.
    if (approvedAtOnce)
      await notifyAbsenceChange(trx, caller, { kind: 'absence-approved', absence: subjectOf(row) });
  });
  return { id, msg: approvedAtOnce ? 'Absence recorded' : 'Absence requested' };
}

/** The absence of the caller's tenant, or 404. */
async function findAbsence(db: Db, caller: Caller, id: string): Promise<StoredAbsence> {
  const absence = await repository.findAbsence(db, caller.tenantId, id);
  if (!absence) throw refuse(404, 'absence-not-found');
  return absence;
}

/** The person of an absence: the table's key keeps them as long as their absences. */
async function personOf(db: Db, caller: Caller, absence: StoredAbsence) {
  const person = await repository.findPerson(db, caller.tenantId, absence.user_id);
  if (!person) throw refuse(404, 'absence-not-found');
  return person;
}

/** Stores an absence's new status as the caller's decision of now; answers the absence as stored. */
async function recordDecision(
  trx: Db,
  caller: Caller,
  absence: StoredAbsence,
  status: StoredAbsence['status'],
  reason: string | null,
): Promise<StoredAbsence> {
  const changes = { status, reason, decided_by: caller.userId, decided_at: new Date().toISOString() };
  await repository.updateAbsence(trx, caller.tenantId, absence.id, changes);
  return { ...absence, ...changes };
}

/**
 * Changes an absence under its person's lock, read again there: refused (409) unless its status
 * is one of `from`, and when a day of it lies in a closed month.
 */
async function changeAbsence(
  db: Db,
  caller: Caller,
  id: string,
  from: readonly StoredAbsence['status'][],
  change: (trx: Db, absence: StoredAbsence) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { user_id: userId } = await findAbsence(trx, caller, id);
    await lockAbsencesOf(trx, caller.tenantId, userId);
    const absence = await findAbsence(trx, caller, id);
    if (!from.includes(absence.status)) {
      throw refuse(409, 'absence-already-decided', { status: absence.status });
    }
    await refuseClosedMonths(trx, caller.tenantId, userId, absence.start_date, absence.end_date);
    await change(trx, absence);
    // The body names no person, so their screens are told here.
    recordEvents(changed.absences(userId));
  });
}

/**
 * Approves or rejects a requested absence. Nobody decides their own, Managers only for role User
 * (403); an approval checks the vacation allowance again (409).
 */
export async function decideAbsence(
  db: Db,
  caller: Caller,
  { id, decision, reason }: Decision,
): Promise<string> {
  const stored = await findAbsence(db, caller, id);
  if (stored.user_id === caller.userId) throw refuse(403, 'own-absence-decision');
  if (!mayDecideFor(caller, await personOf(db, caller, stored))) {
    throw refuse(403, 'managers-decide-for-users-only');
  }
  const approve = decision === 'approve';
  await changeAbsence(db, caller, id, ['requested'], async (trx, absence) => {
    const decided = await recordDecision(
      trx,
      caller,
      absence,
      approve ? 'approved' : 'rejected',
      approve ? null : (reason ?? null),
    );
    if (approve && absence.type === 'vacation') {
      const span = spanOf(absence);
      await refuseBeyondAllowance(trx, caller.tenantId, span, await daysByYear(trx, caller.tenantId, span));
    }
    await audit.record(trx, caller, api.absences.decideAbsence, id);
    await notifyAbsenceChange(trx, caller, {
      kind: approve ? 'absence-approved' : 'absence-rejected',
      absence: subjectOf(decided),
    });
  });
  return approve ? 'Absence approved' : 'Absence rejected';
}

/**
 * Cancels an absence: the person their own while it is requested; a Manager (for role User) or
 * Admin anyone else's, approved ones too. Nobody cancels their own approved absence (403).
 */
export async function cancelAbsence(db: Db, caller: Caller, { id, reason }: Cancellation): Promise<void> {
  const stored = await findAbsence(db, caller, id);
  const own = stored.user_id === caller.userId;
  if (!own && !mayDecideFor(caller, await personOf(db, caller, stored))) {
    throw refuse(403, 'cancel-own-absences-only');
  }
  await changeAbsence(db, caller, id, ['requested', 'approved'], async (trx, absence) => {
    if (own && absence.status === 'approved') {
      throw refuse(403, 'approved-absence-cancel');
    }
    const cancelled = await recordDecision(trx, caller, absence, 'cancelled', own ? null : (reason ?? null));
    await audit.record(trx, caller, api.absences.cancelAbsence, id);
    await notifyAbsenceChange(trx, caller, { kind: 'absence-cancelled', absence: subjectOf(cancelled) });
  });
}

/** Everyone whose absences the caller sees: Admins everyone, Managers themselves and role User. */
const teamOf = (caller: Pick<Caller, 'role' | 'userId'>): repository.Team =>
  caller.role === 'Admin'
    ? {}
    : { roles: caller.role === 'Manager' ? ['User'] : [], alsoUserId: caller.userId };

/** Everyone whose absences the caller may decide on: never their own. */
const decidableBy = (caller: Caller): repository.Team =>
  caller.role === 'Admin'
    ? { exceptUserId: caller.userId }
    : { roles: ['User'], exceptUserId: caller.userId };

/** Whose absences a list shows; refuses (403) a person or a team the caller may not see. */
async function whoseAbsences(
  db: Db,
  caller: Caller,
  query: AbsenceQuery,
): Promise<repository.AbsenceFilter['whose']> {
  if (query.userId !== undefined && query.userId !== caller.userId) {
    if (caller.role === 'User') throw refuse(403, 'see-own-absences-only');
    const person = await repository.findPerson(db, caller.tenantId, query.userId);
    if (!person) throw refuse(404, 'user-not-found');
    if (caller.role === 'Manager' && person.role !== 'User') {
      throw refuse(403, 'managers-see-users-only');
    }
    return { userId: query.userId };
  }
  if (query.userId === undefined && query.team && caller.role === 'User') {
    throw refuse(403, 'see-own-absences-only');
  }
  if (query.userId === undefined && caller.role !== 'User') {
    // Open requests of no period are the approvals list: what the caller may decide.
    if (query.from === undefined) return { team: decidableBy(caller) };
    if (query.team) return { team: teamOf(caller) };
  }
  return { userId: caller.userId };
}

/** How many days of an absence expect hours, from its person's expected hours by date. */
function daysOf(row: repository.AbsenceRow, expected: ReadonlyMap<string, number>): number {
  const halfDay = Number(row.half_day) === 1;
  let days = 0;
  for (let date = row.start_date; date <= row.end_date; date = addCalendarDays(date, 1)) {
    if ((expected.get(date) ?? 0) > 0) days += halfDay ? 0.5 : 1;
  }
  return days;
}

/** The absences as the API shows them, their days read once per person over all of theirs. */
async function presentWithDays(db: Db, tenantId: string, rows: repository.AbsenceRow[]): Promise<Absence[]> {
  const spans = new Map<string, { from: string; to: string }>();
  for (const row of rows) {
    const span = spans.get(row.user_id);
    spans.set(row.user_id, {
      from: span && span.from < row.start_date ? span.from : row.start_date,
      to: span && span.to > row.end_date ? span.to : row.end_date,
    });
  }
  const expected = await expectedDaysOfPeople(db, tenantId, spans);
  return rows.map((row) => presentAbsence(row, daysOf(row, expected.get(row.user_id)!)));
}

/**
 * Absences of a period: the caller's own, one person's, or the team's (`people` then lists the
 * team); without a period, the open requests the caller may decide on (a User: their own).
 */
export async function getAbsences(
  db: Db,
  caller: Caller,
  query: AbsenceQuery,
): Promise<Omit<GetAbsencesAnswer, 'result'>> {
  const whose = await whoseAbsences(db, caller, query);
  const period =
    query.from !== undefined && query.to !== undefined ? { from: query.from, to: query.to } : undefined;
  const [rows, people] = await Promise.all([
    repository.listAbsences(db, caller.tenantId, { whose, period, status: query.status }),
    query.team ? repository.teamPeople(db, caller.tenantId, teamOf(caller)) : undefined,
  ]);
  return { data: await presentWithDays(db, caller.tenantId, rows), ...(people ? { people } : {}) };
}

/**
 * Approved absences overlapping from..to, with their person's name: one person's, or those of
 * everyone whom `teamOf` sees in the team calendar (active people only).
 */
export function approvedAbsences(
  db: Db,
  tenantId: string,
  whose: { userId: string } | { teamOf: Pick<Caller, 'role' | 'userId'> },
  period: { from: string; to: string },
): Promise<repository.AbsenceRow[]> {
  return repository.listAbsences(db, tenantId, {
    whose: 'userId' in whose ? { userId: whose.userId } : { team: teamOf(whose.teamOf) },
    period,
    status: 'approved',
  });
}

/** The type of an approved full-day absence covering `date`, as a query to read within another statement. */
export function approvedFullDayTypeOn(db: Db, tenantId: string, userId: string, date: string) {
  return repository
    .approvedFullDaysQuery(db, tenantId, userId, date, date)
    .clearSelect()
    .select('type')
    .limit(1);
}

/**
 * The person's days of from..to that an approved full-day absence covers, with its type: days on
 * which time is logged only when the person confirms it. A day without expected hours is none of
 * the absence's days.
 */
export async function fullDayAbsenceDays(
  db: Db,
  tenantId: string,
  userId: string,
  from: string,
  to: string,
): Promise<Map<string, AbsenceType>> {
  const absences = await repository.approvedFullDays(db, tenantId, userId, from, to);
  const days = new Map<string, AbsenceType>();
  if (absences.length === 0) return days;
  for (const day of await expectedDays(db, tenantId, userId, from, to)) {
    const absence = absences.find((each) => each.start_date <= day.date && each.end_date >= day.date);
    if (absence && day.expectedCentihours > 0) days.set(day.date, absence.type);
  }
  return days;
}
