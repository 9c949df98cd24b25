import {
  addCalendarDays,
  refusalMonth,
  type GetWorkingTimeAnswer,
  type VacationAccount,
  type WorkingTimeReportRow,
} from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { refuse } from '../../errors.ts';
import { toCentihours } from '../../lib/centihours.ts';
import { localTime } from '../../lib/local-time.ts';
import { presentSettings } from '../settings/settings.presenter.ts';
import {
  accountStartOf,
  AccountRules,
  computeAccount,
  datesOf,
  monthEndOf,
  openingPoint,
  type AbsenceSpan,
  type AccountFigures,
  type Contract,
  type Terms,
} from './account.ts';
import { tenantHolidays, type HolidayOfDate } from './holiday-calendar.service.ts';
import { contractOf, presentAccount, presentReportRow, presentVacation } from './working-time.presenter.ts';
import * as repository from './working-time.repository.ts';

/** A person as the account needs them. */
export type Person = NonNullable<Awaited<ReturnType<typeof repository.findPerson>>>;

/** What every account of one tenant shares in one call: its settings' terms, today, its holidays. */
export interface TenantBasis {
  defaults: Terms;
  /** The tenant's calendar date now, in its time zone. */
  today: string;
  holidays(from: string, to: string): Promise<ReadonlyMap<string, HolidayOfDate>>;
}

export async function tenantBasis(db: Db, tenantId: string): Promise<TenantBasis> {
  const settings = presentSettings(await repository.findSettings(db, tenantId));
  const dayHours = toCentihours(settings.expectedHours);
  // The payroll report and month close read many people's accounts, mostly over the same days.
  const loaded = new Map<string, Promise<ReadonlyMap<string, HolidayOfDate>>>();
  return {
    defaults: {
      hoursPerWeekday: [0, 1, 2, 3, 4, 5, 6].map((day) =>
        settings.workingDays.includes(day) ? dayHours : 0,
      ),
      vacationHalfDays: Math.round(settings.vacationDays * 2),
      carryOver: false,
      carryOverExpires: null,
    },
    today: localTime(new Date(), settings.timeZone).date,
    holidays(from, to) {
      const key = `${from}:${to}`;
      let holidays = loaded.get(key);
      if (!holidays) {
        holidays = tenantHolidays(db, tenantId, from, to);
        loaded.set(key, holidays);
      }
      return holidays;
    },
  };
}

type AbsenceRow = Awaited<ReturnType<typeof repository.listAbsences>>[number];
type WorkContractRow = Awaited<ReturnType<typeof repository.listTenantContracts>>[number];

const absenceOf = (row: AbsenceRow): AbsenceSpan => ({
  id: row.id,
  type: row.type,
  status: row.status,
  from: row.start_date,
  to: row.end_date,
  halfDay: Number(row.half_day) === 1,
});

const yearStartOf = (date: string) => `${date.slice(0, 4)}-01-01`;
const yearEndOf = (date: string) => `${date.slice(0, 4)}-12-31`;
const earliest = (...dates: string[]) => dates.reduce((a, b) => (a < b ? a : b));
const latest = (...dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));

/**
 * The rules of one person's account, with the holidays and absences of from..to: enough for the
 * days of from..to, and for the vacation accounts of the years it touches when it reaches back to
 * the account's first year.
 */
async function rulesOf(
  db: Db,
  tenantId: string,
  tenant: TenantBasis,
  contracts: Contract[],
  person: Person,
  from: string,
  to: string,
): Promise<AccountRules> {
  const [holidays, absences] = await Promise.all([
    tenant.holidays(from, to),
    repository.listAbsences(db, tenantId, person.id, from, to),
  ]);
  return new AccountRules(
    {
      contracts,
      defaults: tenant.defaults,
      accountStart: accountStartOf(contracts, person.created_at),
      holidays,
      absences: absences.map(absenceOf),
    },
    tenant.today,
  );
}

async function contractsOf(db: Db, tenantId: string, userId: string): Promise<Contract[]> {
  return (await repository.listContracts(db, tenantId, userId)).map(contractOf);
}

async function personOf(db: Db, tenantId: string, userId: string): Promise<Person> {
  const person = await repository.findPerson(db, tenantId, userId);
  if (!person) throw refuse(404, 'user-not-found');
  return person;
}

/**
 * The person `userId` if the caller may see their working time: Users their own, Managers their
 * own and role User's, Admins anyone's.
 */
export async function visiblePerson(db: Db, caller: Caller, userId: string): Promise<Person> {
  const person = await personOf(db, caller.tenantId, userId);
  if (!mayDealWith(caller, person, { own: true })) throw refuse(403, 'forbidden');
  return person;
}

/** Whether the caller may see (with `own`) or decide on a person's working time. */
export function mayDealWith(caller: Caller, person: Pick<Person, 'id' | 'role'>, { own }: { own: boolean }) {
  if (person.id === caller.userId) return own || caller.role === 'Admin';
  return caller.role === 'Admin' || (caller.role === 'Manager' && person.role === 'User');
}

/** One person's account of from..to, with the rules it was computed by. */
export async function accountOf(
  db: Db,
  tenantId: string,
  tenant: TenantBasis,
  person: Person,
  from: string,
  to: string,
): Promise<{ accountStart: string; rules: AccountRules; figures: AccountFigures }> {
  const [contracts, latestClosed, closedMonths, worked] = await Promise.all([
    contractsOf(db, tenantId, person.id),
    repository.latestClosedMonthBefore(db, tenantId, person.id, from.slice(0, 7)),
    repository.closedMonthsBetween(db, tenantId, person.id, from.slice(0, 7), to.slice(0, 7)),
    repository.workedByDay(db, tenantId, person.id, from, to),
  ]);
  const accountStart = accountStartOf(contracts, person.created_at);
  const point = openingPoint(
    accountStart,
    latestClosed && {
      month: latestClosed.month,
      closingBalance: Number(latestClosed.closing_balance_centihours),
    },
  );
  const dayBefore = addCalendarDays(from, -1);
  const [rules, workedBefore] = await Promise.all([
    // From the account's first year (which the opening point never precedes), for the vacation
    // carried over from year to year.
    rulesOf(
      db,
      tenantId,
      tenant,
      contracts,
      person,
      earliest(from, yearStartOf(accountStart)),
      yearEndOf(to),
    ),
    point.from <= dayBefore ? repository.workedBetween(db, tenantId, person.id, point.from, dayBefore) : 0,
  ]);
  const figures = computeAccount(rules, {
    from,
    to,
    worked: new Map(worked.map((row) => [row.date, Number(row.centihours)])),
    opening: { ...point, workedBefore },
    closedMonths: new Map(closedMonths.map((row) => [row.month, Number(row.closing_balance_centihours)])),
  });
  return { accountStart, rules, figures };
}

/** The rules of one of many people's accounts, from reads of everyone's contracts and absences. */
function teamMemberRules(
  person: Person,
  contracts: readonly WorkContractRow[],
  tenant: TenantBasis,
  holidays: ReadonlyMap<string, HolidayOfDate>,
  absences: readonly AbsenceRow[],
): AccountRules {
  const own = contracts.filter((row) => row.user_id === person.id).map(contractOf);
  return new AccountRules(
    {
      contracts: own,
      defaults: tenant.defaults,
      accountStart: accountStartOf(own, person.created_at),
      holidays,
      absences: absences.filter((row) => row.user_id === person.id).map(absenceOf),
    },
    tenant.today,
  );
}

/** Each day of from..to with its expected centihours from contract and holidays (before absences). */
export async function expectedDays(
  db: Db,
  tenantId: string,
  userId: string,
  from: string,
  to: string,
): Promise<{ date: string; expectedCentihours: number }[]> {
  const expected = (await expectedDaysOfPeople(db, tenantId, new Map([[userId, { from, to }]]))).get(userId);
  if (!expected) throw refuse(404, 'user-not-found');
  return [...expected].map(([date, expectedCentihours]) => ({ date, expectedCentihours }));
}

/**
 * The expected centihours of each day of each person's period, from contract and holidays (before
 * absences), keyed by person and date: a few reads for everyone, so that a team's absences cost no
 * more reads than one person's. People of another tenant or unknown are left out.
 */
export async function expectedDaysOfPeople(
  db: Db,
  tenantId: string,
  periods: ReadonlyMap<string, { from: string; to: string }>,
): Promise<Map<string, Map<string, number>>> {
  const expected = new Map<string, Map<string, number>>();
  if (periods.size === 0) return expected;
  const spans = [...periods.values()];
  const from = earliest(...spans.map((span) => span.from));
  const to = latest(...spans.map((span) => span.to));
  const [people, tenant, contracts] = await Promise.all([
    repository.findPeople(db, tenantId, [...periods.keys()]),
    tenantBasis(db, tenantId),
    repository.listTenantContracts(db, tenantId),
  ]);
  const holidays = await tenant.holidays(from, to);
  for (const person of people) {
    const rules = teamMemberRules(person, contracts, tenant, holidays, []);
    const period = periods.get(person.id)!;
    expected.set(
      person.id,
      new Map([...datesOf(period.from, period.to)].map((date) => [date, rules.plannedOn(date)])),
    );
  }
  return expected;
}

/** The vacation accounts of the years from..to touch, as stored now (call it inside the change's transaction, after writing). */
export async function vacationAccounts(
  db: Db,
  tenantId: string,
  userId: string,
  from: string,
  to: string,
): Promise<VacationAccount[]> {
  const [person, tenant, contracts] = await Promise.all([
    personOf(db, tenantId, userId),
    tenantBasis(db, tenantId),
    contractsOf(db, tenantId, userId),
  ]);
  const accountStart = accountStartOf(contracts, person.created_at);
  const rules = await rulesOf(
    db,
    tenantId,
    tenant,
    contracts,
    person,
    earliest(yearStartOf(from), yearStartOf(accountStart)),
    yearEndOf(to),
  );
  const accounts: VacationAccount[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    accounts.push(presentVacation(rules.vacation(year)));
  }
  return accounts;
}

/** The person's month holding `date` if it is closed, as a query to read within another statement. */
export function closedMonthOf(db: Db, tenantId: string, userId: string, date: string) {
  const month = date.slice(0, 7);
  return repository
    .closedMonthsQuery(db, tenantId, userId, month, month)
    .clearSelect()
    .select('month')
    .limit(1);
}

/** Throws 409 "<Month yyyy> is closed" when a day of from..to lies in a month closed for the user. */
export async function refuseClosedMonths(
  db: Db,
  tenantId: string,
  userId: string,
  from: string,
  to: string,
): Promise<void> {
  const [closed] = await repository.closedMonthsBetween(
    db,
    tenantId,
    userId,
    from.slice(0, 7),
    to.slice(0, 7),
  );
  if (closed) throw refuse(409, 'month-closed', { month: refusalMonth(closed.month) });
}

/**
 * Of the tenant's active people, those with no hours to log in from..to: each day is outside their
 * contract's days, a holiday, or covered by an approved full-day absence.
 */
export async function peopleWithNothingToLog(
  db: Db,
  tenantId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const [people, tenant, contracts, absences] = await Promise.all([
    repository.listPeople(db, tenantId),
    tenantBasis(db, tenantId),
    repository.listTenantContracts(db, tenantId),
    // No absence is longer than a leap year, so none that starts earlier reaches the period.
    repository.listTenantAbsences(db, tenantId, from, to, addCalendarDays(from, -366)),
  ]);
  const holidays = await tenant.holidays(from, to);
  const nothingToLog = new Set<string>();
  for (const person of people) {
    const rules = teamMemberRules(person, contracts, tenant, holidays, absences);
    if ([...datesOf(from, to)].every((date) => !rules.expectsWork(date))) nothingToLog.add(person.id);
  }
  return nothingToLog;
}

export async function getWorkingTime(
  db: Db,
  caller: Caller,
  { userId, from, to }: { userId: string; from: string; to: string },
): Promise<GetWorkingTimeAnswer> {
  const person = await visiblePerson(db, caller, userId);
  const tenant = await tenantBasis(db, caller.tenantId);
  const { accountStart, figures } = await accountOf(db, caller.tenantId, tenant, person, from, to);
  return presentAccount({ id: person.id, name: person.name }, accountStart, figures);
}

/** Whom the payroll report covers: those named, or everyone the caller may see. */
async function reportPeople(db: Db, caller: Caller, from: string, userIds: string[] | undefined) {
  if (userIds) {
    const named = [...new Set(userIds)];
    const people = await repository.findPeople(db, caller.tenantId, named);
    if (people.length !== named.length) throw refuse(404, 'user-not-found');
    if (!people.every((person) => mayDealWith(caller, person, { own: true }))) throw refuse(403, 'forbidden');
    return people;
  }
  if (caller.role === 'User') return [await personOf(db, caller.tenantId, caller.userId)];
  // Someone deactivated during the period still has time of it to pay for.
  const people = await repository.listPeople(db, caller.tenantId, { activeSince: `${from}T00:00:00.000Z` });
  return people.filter((person) => mayDealWith(caller, person, { own: true }));
}

export async function getWorkingTimeReport(
  db: Db,
  caller: Caller,
  { from, to, userIds }: { from: string; to: string; userIds?: string[] | undefined },
): Promise<WorkingTimeReportRow[]> {
  const people = await reportPeople(db, caller, from, userIds);
  const tenant = await tenantBasis(db, caller.tenantId);
  const rows: WorkingTimeReportRow[] = [];
  for (const person of people) {
    const { rules, figures } = await accountOf(db, caller.tenantId, tenant, person, from, to);
    for (const month of figures.months) {
      const monthFrom = latest(from, `${month.month}-01`);
      const monthTo = earliest(to, monthEndOf(month.month));
      rows.push(
        presentReportRow({ id: person.id, name: person.name }, month, {
          vacationDays: rules.approvedDays('vacation', monthFrom, monthTo),
          sickDays: rules.approvedDays('sick', monthFrom, monthTo),
          vacationRemaining: rules.vacation(Number(month.month.slice(0, 4))).remaining,
        }),
      );
    }
  }
  return rows;
}
