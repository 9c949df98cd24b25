import { addCalendarDays, calendarDaysBetween } from '@portal/contract';
import Holidays from 'date-holidays';
import type { Dataset, Row } from './dataset.ts';
import { between, pick, seededRandom, seededUuid } from './random.ts';

/** Expected hours of each weekday in centihours, Sunday first, as work_contracts stores them. */
type WeekHours = readonly number[];

const FULL_TIME: WeekHours = [0, 800, 800, 800, 800, 800, 0];
const PART_TIME: readonly WeekHours[] = [
  [0, 800, 800, 800, 800, 0, 0],
  [0, 600, 600, 600, 600, 600, 0],
  [0, 400, 400, 400, 400, 400, 0],
  [0, 800, 800, 800, 0, 0, 0],
];
/** Regions of the tenants that follow one (every third tenant, the largest included). */
const REGIONS = ['BY', 'NW', 'BW', 'BE', 'HH', 'SN', 'HE'];
/** Half days most German companies give: they exercise the company calendar and its half days. */
const COMPANY_HALF_DAYS = [
  { monthDay: '12-24', name: 'Christmas Eve' },
  { monthDay: '12-31', name: "New Year's Eve" },
];
const NOTES = ['', '', '', '', 'Family trip', 'Booked flights', 'School holidays', 'Moving house'];

interface ContractPlan {
  validFrom: string;
  hours: WeekHours;
  vacationHalfDays: number;
  carryOver: boolean;
}

interface PersonPlan {
  tenant: number;
  user: number;
  contracts: ContractPlan[];
}

interface AbsencePlan {
  tenant: number;
  user: number;
  type: 'vacation' | 'sick' | 'overtime' | 'unpaid' | 'other';
  from: string;
  to: string;
  halfDay: boolean;
  status: 'approved' | 'requested';
  note: string;
  requestedBy: string;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const yearOf = (date: string) => Number(date.slice(0, 4));
const daysInYear = (year: number) => calendarDaysBetween(`${year}-01-01`, `${year + 1}-01-01`);
const firstOfNextMonth = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/**
 * Vacation days scale with the days a week holds (German law's rule); fewer hours on as many days
 * keep the full allowance.
 */
const vacationHalfDaysOf = (baseDays: number, hours: WeekHours) =>
  Math.round(((baseDays * hours.filter((h) => h > 0).length) / 5) * 2);

/**
 * Contracts, holiday calendars and absences of the bench data set: drawn from the seed in random
 * streams of their own, so the entries of a seed stay the rows they were before these existed.
 * Absences fill the calendar year of the last day of history; the server's rules of
 * docs/working-time.md hold for every row (each absence on days its contract expects hours, none
 * overlapping another, no year's vacation beyond its allowance, each decided by someone who may).
 */
export class WorkingTimeData {
  private readonly people: PersonPlan[];
  private readonly holidayCache = new Map<string, Map<string, boolean>>();

  constructor(private readonly dataset: Dataset) {
    const random = seededRandom(dataset.options.seed + 7);
    const { days, startDate } = dataset;
    this.people = [];
    for (const tenant of dataset.tenants) {
      for (let user = 0; user < tenant.users; user += 1) {
        const hours = random() < 0.1 ? pick(random, PART_TIME) : FULL_TIME;
        const baseDays = between(random, 25, 30);
        const carryOver = random() < 0.5;
        const first = {
          validFrom: startDate,
          hours,
          vacationHalfDays: vacationHalfDaysOf(baseDays, hours),
          carryOver,
        };
        const contracts: ContractPlan[] = [first];
        if (random() < 0.05) {
          // A change between a third and two thirds into the history, from the first of a month.
          const day = days[Math.floor(days.length * (0.3 + 0.4 * random()))] ?? startDate;
          const nextHours = hours === FULL_TIME ? pick(random, PART_TIME) : FULL_TIME;
          const validFrom = firstOfNextMonth(day);
          if (validFrom <= dataset.options.endDate) {
            contracts.push({
              validFrom,
              hours: nextHours,
              vacationHalfDays: vacationHalfDaysOf(baseDays, nextHours),
              carryOver,
            });
          }
        }
        this.people.push({ tenant: tenant.index, user, contracts });
      }
    }
  }

  /** The region the tenant's public holidays follow, or null for Germany's nationwide ones. */
  private regionOf(tenant: number): string | null {
    return tenant % 3 === 0 ? REGIONS[(tenant / 3) % REGIONS.length]! : null;
  }

  private companyHolidayYears(): number[] {
    const years: number[] = [];
    for (
      let year = yearOf(this.dataset.startDate);
      year <= yearOf(this.dataset.options.endDate) + 1;
      year += 1
    ) {
      years.push(year);
    }
    return years;
  }

  *workContractRows(): Generator<Row> {
    for (const person of this.people) {
      const admin = this.dataset.userId(person.tenant, 0);
      for (const contract of person.contracts) {
        yield [
          this.dataset.tenants[person.tenant]!.id,
          this.dataset.userId(person.tenant, person.user),
          contract.validFrom,
          contract.hours.join(','),
          contract.vacationHalfDays,
          contract.carryOver ? 1 : 0,
          contract.carryOver ? '03-31' : null,
          admin,
          `${contract.validFrom}T08:30:00.000Z`,
        ];
      }
    }
  }

  *holidayCalendarRows(): Generator<Row> {
    for (const tenant of this.dataset.tenants) {
      yield [
        tenant.id,
        'DE',
        this.regionOf(tenant.index),
        this.dataset.userId(tenant.index, 0),
        `${this.dataset.startDate}T08:15:00.000Z`,
      ];
    }
  }

  *companyHolidayRows(): Generator<Row> {
    for (const tenant of this.dataset.tenants) {
      for (const year of this.companyHolidayYears()) {
        for (const day of COMPANY_HALF_DAYS) yield [tenant.id, `${year}-${day.monthDay}`, day.name, 1];
      }
    }
  }

  /** The tenant's holidays of a year by date, true for a half day; company days win, as on the server. */
  private holidaysOf(tenant: number, year: number): Map<string, boolean> {
    const key = `${tenant}:${year}`;
    let found = this.holidayCache.get(key);
    if (!found) {
      const region = this.regionOf(tenant);
      const calendar = region
        ? new Holidays('DE', region, { languages: ['en'] })
        : new Holidays('DE', { languages: ['en'] });
      found = new Map<string, boolean>();
      for (const holiday of calendar.getHolidays(year) || []) {
        if (holiday.type === 'public') found.set(holiday.date.slice(0, 10), false);
      }
      for (const day of COMPANY_HALF_DAYS) found.set(`${year}-${day.monthDay}`, true);
      this.holidayCache.set(key, found);
    }
    return found;
  }

  private contractOn(person: PersonPlan, date: string): ContractPlan {
    let current = person.contracts[0]!;
    for (const contract of person.contracts) if (contract.validFrom <= date) current = contract;
    return current;
  }

  /** Days of from..to with expected hours: the contract's weekday, less full-day holidays. */
  private expectedDays(person: PersonPlan, from: string, to: string): string[] {
    const out: string[] = [];
    for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
      const base = this.contractOn(person, day).hours[weekdayOf(day)]!;
      const holiday = this.holidaysOf(person.tenant, yearOf(day)).get(day);
      const expected = holiday === undefined ? base : holiday ? Math.floor(base / 2) : 0;
      if (expected > 0) out.push(day);
    }
    return out;
  }

  /** The year's vacation allowance as the account computes it: contract segments pro rata, in hundredths. */
  private allowance(person: PersonPlan, year: number): number {
    const yearStart = `${year}-01-01`;
    const yearEnd = `${year}-12-31`;
    let days = 0;
    person.contracts.forEach((contract, index) => {
      const next = person.contracts[index + 1];
      const from = contract.validFrom > yearStart ? contract.validFrom : yearStart;
      const to =
        next && addCalendarDays(next.validFrom, -1) < yearEnd ? addCalendarDays(next.validFrom, -1) : yearEnd;
      if (to < from) return;
      days += ((contract.vacationHalfDays / 2) * (calendarDaysBetween(from, to) + 1)) / daysInYear(year);
    });
    return Math.round(days * 100) / 100;
  }

  /** A year of absences of every person, in the order they were entered. */
  private absences(): AbsencePlan[] {
    const random = seededRandom(this.dataset.options.seed + 8);
    const { endDate } = this.dataset.options;
    const year = yearOf(endDate);
    const yearStart = this.dataset.startDate > `${year}-01-01` ? this.dataset.startDate : `${year}-01-01`;
    const plans: AbsencePlan[] = [];
    for (const person of this.people) {
      const self = this.dataset.userId(person.tenant, person.user);
      const expected = this.expectedDays(person, yearStart, `${year}-12-31`);
      const taken = new Set<number>();
      /** A run of `length` expected days inside the window, none of them taken, or null. */
      const place = (from: string, to: string, length: number): [number, number] | null => {
        const starts: number[] = [];
        for (let i = 0; i + length <= expected.length; i += 1) {
          if (expected[i]! < from) continue;
          if (expected[i + length - 1]! > to) break;
          let free = true;
          for (let k = i; k < i + length && free; k += 1) free = !taken.has(k);
          if (free) starts.push(i);
        }
        if (starts.length === 0) return null;
        const start = pick(random, starts);
        for (let k = start; k < start + length; k += 1) taken.add(k);
        return [start, start + length - 1];
      };
      const base = (type: AbsencePlan['type'], from: string, to: string, halfDay: boolean) => ({
        tenant: person.tenant,
        user: person.user,
        type,
        from,
        to,
        halfDay,
        note: type === 'vacation' ? pick(random, NOTES) : '',
        requestedBy: self,
      });
      const add = (type: AbsencePlan['type'], run: [number, number] | null, halfDay = false) => {
        if (!run) return;
        const from = expected[run[0]]!;
        const to = expected[run[1]]!;
        const future = from > endDate;
        const entered = addCalendarDays(from, type === 'sick' ? 0 : -between(random, 7, 60));
        const createdOn = entered < endDate ? entered : endDate;
        const createdAt = `${createdOn}T${type === 'sick' ? '07' : '10'}:${String(between(random, 0, 59)).padStart(2, '0')}:00.000Z`;
        if (type === 'sick') {
          plans.push({
            ...base(type, from, to, halfDay),
            status: 'approved',
            decidedBy: self,
            decidedAt: createdAt,
            createdAt,
          });
          return;
        }
        const requested = future && random() < 0.5;
        const decidedOn = addCalendarDays(createdOn, 1) < endDate ? addCalendarDays(createdOn, 1) : createdOn;
        plans.push({
          ...base(type, from, to, halfDay),
          status: requested ? 'requested' : 'approved',
          decidedBy: requested ? null : this.deciderOf(person),
          decidedAt: requested ? null : `${decidedOn}T16:00:00.000Z`,
          createdAt,
        });
      };

      // Sick leave in the past: 0-8 days, one to three at a time.
      let sick = between(random, 0, 8);
      for (let tries = 0; sick > 0 && tries < 20; tries += 1) {
        const length = Math.min(sick, between(random, 1, 3));
        const run = place(yearStart, endDate, length);
        if (run) sick -= length;
        add('sick', run);
      }
      // Nobody may approve an Admin's own requests but another Admin, and a tenant has one.
      if (person.user === 0) continue;

      // About 25 days of vacation in a few blocks, within the year's allowance.
      let left = Math.min(Math.floor(this.allowance(person, year) * 2) / 2, between(random, 23, 26));
      const halfDay = random() < 0.2 && left >= 1;
      if (halfDay) left -= 0.5;
      const blocks: [string, string, number][] = [
        [`${year}-06-15`, `${year}-09-15`, between(random, 8, 12)],
        [`${year}-03-01`, `${year}-05-31`, between(random, 4, 6)],
        [`${year}-12-01`, `${year}-12-31`, between(random, 3, 6)],
        [`${year}-10-01`, `${year}-11-30`, between(random, 2, 5)],
      ];
      for (const [from, to, length] of blocks) {
        const days = Math.min(Math.floor(left), length);
        if (days < 1) break;
        const run = place(from, to, days);
        if (run) left -= days;
        add('vacation', run);
      }
      for (let tries = 0; left >= 1 && tries < 20; tries += 1) {
        const run = place(yearStart, `${year}-12-31`, 1);
        if (run) left -= 1;
        add('vacation', run);
      }
      if (halfDay) add('vacation', place(yearStart, `${year}-12-31`, 1), true);

      if (random() < 0.3) add('overtime', place(yearStart, `${year}-12-31`, 1));
      if (random() < 0.05) add('unpaid', place(yearStart, `${year}-12-31`, between(random, 1, 3)));
      if (random() < 0.05) add('other', place(yearStart, `${year}-12-31`, 1));
    }
    return plans.sort(
      (a, b) =>
        a.createdAt.localeCompare(b.createdAt) ||
        a.tenant - b.tenant ||
        a.user - b.user ||
        a.from.localeCompare(b.from),
    );
  }

  /** Managers decide for role User, the Admin for Managers: every twenty-fifth person is a Manager. */
  private deciderOf(person: PersonPlan): string {
    const managers = Math.floor((this.dataset.tenants[person.tenant]!.users - 1) / 25);
    if (person.user % 25 === 0 || managers === 0) return this.dataset.userId(person.tenant, 0);
    return this.dataset.userId(person.tenant, 25 * (1 + (person.user % managers)));
  }

  *absenceRows(): Generator<Row> {
    const ids = seededRandom(this.dataset.options.seed + 9);
    for (const absence of this.absences()) {
      yield [
        this.dataset.tenants[absence.tenant]!.id,
        seededUuid(ids),
        this.dataset.userId(absence.tenant, absence.user),
        absence.type,
        absence.from,
        absence.to,
        absence.halfDay ? 1 : 0,
        absence.status,
        absence.note,
        null,
        absence.requestedBy,
        absence.decidedBy,
        absence.decidedAt,
        absence.createdAt,
      ];
    }
  }
}
