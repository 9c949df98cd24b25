import { z } from 'zod';
import { calendarDaysBetween } from './calendar.ts';
import {
  CalendarDateSchema,
  CreatedAnswerSchema,
  IdSchema,
  isCalendarDate,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MessageAnswerSchema,
  TenantBodySchema,
} from './common.ts';
import { ADMIN_ROLES, changeEndpoint, readEndpoint, REVIEWER_ROLES } from './endpoint.ts';
import { changed } from './events.ts';
import { validationMessages } from './refusals.ts';
import { inHundredths, MAX_HOURS_PER_DAY } from './timesheet.ts';
import { VacationDaysSchema } from './vacation-days.ts';

/** Longest period one working-time account, absence list or absence request covers: a leap year. */
export const MAX_WORKING_TIME_PERIOD_DAYS = 366;
/** Most company holidays of one tenant. */
export const MAX_COMPANY_HOLIDAYS = 500;
/** Most contracts in one person's history. */
export const MAX_WORK_CONTRACTS = 200;

/** What an absence is; each type's effect on the day is described in docs/working-time.md. */
export const ABSENCE_TYPES = ['vacation', 'sick', 'overtime', 'unpaid', 'other'] as const;
export const AbsenceTypeSchema = z.enum(ABSENCE_TYPES);
export type AbsenceType = z.infer<typeof AbsenceTypeSchema>;
/** How each absence type is named on screen, in exports and in notifications. */
export const ABSENCE_TYPE_LABELS: Record<AbsenceType, string> = {
  vacation: 'Vacation',
  sick: 'Sick',
  overtime: 'Overtime compensation',
  unpaid: 'Unpaid leave',
  other: 'Other paid absence',
};
/** Absence types approved at once when entered: sick leave needs nobody's approval. */
export const SELF_APPROVED_ABSENCE_TYPES: readonly AbsenceType[] = ['sick'];
/** Absence types a request may make a half day of. */
export const HALF_DAY_ABSENCE_TYPES: readonly AbsenceType[] = ['vacation'];

/** Where a request stands: requested until decided; cancelled and rejected ones count for nothing. */
export const ABSENCE_STATUSES = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export const AbsenceStatusSchema = z.enum(ABSENCE_STATUSES);
export type AbsenceStatus = z.infer<typeof AbsenceStatusSchema>;
export const ABSENCE_STATUS_LABELS: Record<AbsenceStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** A month as yyyy-MM, of the pickers' years. */
export const MonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, validationMessages['not-a-month'].defaultMessage)
  .refine(
    (month) => month >= '1900-01' && month <= '2100-12',
    validationMessages['month-out-of-range'].defaultMessage,
  );

/** How a month (yyyy-MM) is named in messages, reports and exports: "March 2026", "März 2026". */
export const monthLabel = (month: string, locale = 'en-US'): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** Hours of a contract's weekday: 0 to a day, in hundredths. */
const ContractHoursSchema = z
  .number({ error: validationMessages['not-a-number'].defaultMessage })
  .min(0, validationMessages.negative.defaultMessage)
  .max(MAX_HOURS_PER_DAY, validationMessages['more-than-a-day'].defaultMessage)
  .refine(inHundredths, validationMessages['more-than-two-decimals'].defaultMessage);

// 2001 is not a leap year: a day it has, every year has.
const isDayOfEveryYear = (day: string) => isCalendarDate(`2001-${day}`);

/** A day of the year as MM-dd, such as the carry-over's expiry 03-31; 02-29 is not a day every year. */
export const MonthDaySchema = z
  .string()
  .regex(
    /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    validationMessages['not-a-day-of-the-year'].defaultMessage,
  )
  .refine(isDayOfEveryYear, validationMessages['not-a-day-of-every-year'].defaultMessage);

/** What a person is expected to work and may take as vacation, from its date on. */
export const WorkContractFields = {
  /** The first day it applies; it applies until the next contract's date. */
  validFrom: CalendarDateSchema,
  /** Expected hours of each weekday, Sunday first (index 0) as WEEKDAY_NAMES. */
  hoursPerWeekday: z
    .array(ContractHoursSchema)
    .length(7, validationMessages['not-seven-weekdays'].defaultMessage),
  /** Vacation days of a whole year under this contract, in half days. */
  vacationDays: VacationDaysSchema,
  /** Unused vacation days of a year move into the next. */
  carryOver: z.boolean(),
  /** The day (MM-dd) by which carried-over days must be taken, or null when they never expire. */
  carryOverExpires: MonthDaySchema.nullable(),
};
export const WorkContractSchema = z.object({
  validFrom: z.string(),
  hoursPerWeekday: z.array(z.number()),
  vacationDays: z.number(),
  carryOver: z.boolean(),
  carryOverExpires: z.string().nullable(),
  /** ISO timestamp of when it was saved, and by whom (name). */
  savedAt: z.string(),
  savedBy: z.string(),
});
export type WorkContract = z.infer<typeof WorkContractSchema>;

/** POST /api/workingTime/getWorkContracts: one person's contract history, oldest first. */
export const GetWorkContractsBody = TenantBodySchema.extend({ userId: IdSchema });
export const GetWorkContractsAnswer = z.object({
  result: z.literal(1),
  data: z.array(WorkContractSchema),
  /** What applies before the first contract and to a person without one: the tenant's settings. */
  defaults: z.object({ hoursPerWeekday: z.array(z.number()), vacationDays: z.number() }),
});
export type GetWorkContractsAnswer = z.infer<typeof GetWorkContractsAnswer>;

/**
 * POST /api/workingTime/setWorkContract: saves the contract from `validFrom` on (replacing one of
 * the same date). Admins for anyone, Managers for role User; never in a closed month.
 */
export const SetWorkContractBody = TenantBodySchema.extend({ userId: IdSchema, ...WorkContractFields });
export type SetWorkContractBody = z.input<typeof SetWorkContractBody>;

/** A company holiday the tenant added to the country's. */
export const CompanyHolidaySchema = z.object({
  date: CalendarDateSchema,
  name: z.string().trim().min(1, validationMessages['is-empty'].defaultMessage).max(MAX_NAME_LENGTH),
  /** Half a day off: the day's expected hours are halved. */
  halfDay: z.boolean(),
});
export type CompanyHoliday = z.infer<typeof CompanyHolidaySchema>;

/** The tenant's holiday calendar: a country's public holidays (and a region's) and its own days. */
export const HolidayCalendarSchema = z.object({
  /** ISO 3166-1 alpha-2 code, or null for no public holidays. */
  country: z.string().nullable(),
  /** The country's region (state, province) code, or null for the country's nationwide holidays. */
  region: z.string().nullable(),
  companyHolidays: z.array(CompanyHolidaySchema.extend({ date: z.string(), name: z.string() })),
});
export type HolidayCalendar = z.infer<typeof HolidayCalendarSchema>;

/** One holiday of the calendar on one day. */
export const HolidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  halfDay: z.boolean(),
  /** From the country's calendar or the tenant's own. */
  source: z.enum(['public', 'company']),
});
export type Holiday = z.infer<typeof HolidaySchema>;

const periodInOrder = (body: { from?: string; to?: string }) =>
  !body.from || !body.to || body.to >= body.from;
const periodShortEnough = (body: { from?: string; to?: string }) =>
  !body.from ||
  !body.to ||
  body.to < body.from ||
  calendarDaysBetween(body.from, body.to) < MAX_WORKING_TIME_PERIOD_DAYS;
const PERIOD_ORDER = { message: validationMessages['before-from'].defaultMessage, path: ['to'] };
const PERIOD_LENGTH = {
  message: validationMessages['period-too-long'].defaultMessage,
  path: ['to'],
};

/** POST /api/workingTime/getHolidayCalendar: the calendar and its holidays of a period. Every role. */
export const GetHolidayCalendarBody = TenantBodySchema.extend({
  from: CalendarDateSchema,
  to: CalendarDateSchema,
})
  .refine(periodInOrder, PERIOD_ORDER)
  .refine(periodShortEnough, PERIOD_LENGTH);
export const GetHolidayCalendarAnswer = z.object({
  result: z.literal(1),
  calendar: HolidayCalendarSchema,
  /** Every holiday of the period by date; a day both calendars name shows the company's. */
  holidays: z.array(HolidaySchema),
});
export type GetHolidayCalendarAnswer = z.infer<typeof GetHolidayCalendarAnswer>;

/** POST /api/workingTime/getHolidayCountries: the countries and regions a calendar may name. */
export const GetHolidayCountriesBody = TenantBodySchema;
export const HolidayRegionSchema = z.object({ code: z.string(), name: z.string() });
export const GetHolidayCountriesAnswer = z.object({
  result: z.literal(1),
  data: z.array(z.object({ code: z.string(), name: z.string(), regions: z.array(HolidayRegionSchema) })),
});
export type GetHolidayCountriesAnswer = z.infer<typeof GetHolidayCountriesAnswer>;

/** POST /api/workingTime/setHolidayCalendar: the whole calendar, as Settings → Holidays sends it. Admins. */
export const SetHolidayCalendarBody = TenantBodySchema.extend({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .length(2, validationMessages['not-a-country-code'].defaultMessage)
    .nullable(),
  region: z.string().trim().toUpperCase().min(1).max(16).nullable(),
  companyHolidays: z
    .array(CompanyHolidaySchema)
    .max(MAX_COMPANY_HOLIDAYS, validationMessages['too-many-holidays'].defaultMessage)
    .refine(
      (days) => new Set(days.map((day) => day.date)).size === days.length,
      validationMessages['day-twice'].defaultMessage,
    ),
}).refine((body) => body.country !== null || body.region === null, {
  message: validationMessages['region-without-country'].defaultMessage,
  path: ['region'],
});
export type SetHolidayCalendarBody = z.input<typeof SetHolidayCalendarBody>;

/** One absence request and where it stands. */
export const AbsenceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  type: AbsenceTypeSchema,
  from: z.string(),
  to: z.string(),
  halfDay: z.boolean(),
  /** Days of the period with expected hours that it covers (a half day counts 0.5). */
  days: z.number(),
  status: AbsenceStatusSchema,
  /** What the person wrote with the request. */
  note: z.string(),
  /** Why it was rejected or cancelled by someone else; null otherwise. */
  reason: z.string().nullable(),
  /** Who entered it (the person, or a Manager for sick leave), by name. */
  requestedBy: z.string(),
  /** Who approved, rejected or cancelled it, by name, and when (ISO); null while requested. */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Absence = z.infer<typeof AbsenceSchema>;

/**
 * POST /api/absences/requestAbsence: an absence of the caller, or (sick leave only) of someone a
 * Manager or Admin may decide for. Covers `from`..`to`, skipping days without expected hours; sick
 * leave is approved at once, every other type waits for a Manager's or Admin's decision.
 */
export const RequestAbsenceBody = TenantBodySchema.extend({
  /** Whose absence; the caller's own when absent. */
  userId: IdSchema.optional(),
  type: AbsenceTypeSchema,
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  /** Half a day (vacation of one day only). */
  halfDay: z.boolean().default(false),
  note: z.string().trim().max(MAX_TEXT_LENGTH).default(''),
})
  .refine(periodInOrder, PERIOD_ORDER)
  .refine(periodShortEnough, PERIOD_LENGTH)
  .refine((body) => !body.halfDay || HALF_DAY_ABSENCE_TYPES.includes(body.type), {
    message: validationMessages['half-day-not-vacation'].defaultMessage,
    path: ['halfDay'],
  })
  .refine((body) => !body.halfDay || body.from === body.to, {
    message: validationMessages['half-day-of-several-days'].defaultMessage,
    path: ['halfDay'],
  });
export type RequestAbsenceBody = z.input<typeof RequestAbsenceBody>;
export const RequestAbsenceAnswer = CreatedAnswerSchema.extend({ msg: z.string() });

/** POST /api/absences/decideAbsence: approves or rejects a request (a reason is needed to reject). */
export const DecideAbsenceBody = TenantBodySchema.extend({
  id: IdSchema,
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(MAX_TEXT_LENGTH).optional(),
}).refine((body) => body.decision === 'approve' || (body.reason ?? '') !== '', {
  message: validationMessages['reject-without-reason'].defaultMessage,
  path: ['reason'],
});
export type DecideAbsenceBody = z.input<typeof DecideAbsenceBody>;

/**
 * POST /api/absences/cancelAbsence: the person cancels their request until it is approved; after
 * that only a Manager or Admin who may decide for them can.
 */
export const CancelAbsenceBody = TenantBodySchema.extend({
  id: IdSchema,
  reason: z.string().trim().max(MAX_TEXT_LENGTH).optional(),
});
export type CancelAbsenceBody = z.input<typeof CancelAbsenceBody>;

/**
 * POST /api/absences/getAbsences: absences overlapping `from`..`to`: the caller's own, one person's
 * (`userId`), or with `team` everyone's a Manager or Admin may see. With `status` 'requested' and
 * no period: every open request (the approvals list).
 */
export const GetAbsencesBody = TenantBodySchema.extend({
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  userId: IdSchema.optional(),
  team: z.boolean().default(false),
  status: AbsenceStatusSchema.optional(),
})
  .refine((body) => (body.from === undefined) === (body.to === undefined), {
    message: validationMessages['to-without-from'].defaultMessage,
    path: ['to'],
  })
  .refine((body) => body.from !== undefined || body.status === 'requested', {
    message: validationMessages['from-missing'].defaultMessage,
    path: ['from'],
  })
  .refine(periodInOrder, PERIOD_ORDER)
  .refine(periodShortEnough, PERIOD_LENGTH);
export type GetAbsencesBody = z.input<typeof GetAbsencesBody>;
export const GetAbsencesAnswer = z.object({
  result: z.literal(1),
  /** By person's name, then date. */
  data: z.array(AbsenceSchema),
  /** With `team`: everyone the calendar shows (active people the caller may see), by name. */
  people: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type GetAbsencesAnswer = z.infer<typeof GetAbsencesAnswer>;

/** One day of a person's working-time account; hours in hundredths. */
export const WorkingTimeDaySchema = z.object({
  date: z.string(),
  /** Contract hours of the weekday, less holidays and unpaid leave. */
  expected: z.number(),
  /** Hours of the day's time entries. */
  worked: z.number(),
  /** Hours approved vacation, sick leave and other paid absence fill. */
  credited: z.number(),
  /** worked + credited − expected. */
  balance: z.number(),
  holiday: z.object({ name: z.string(), halfDay: z.boolean() }).nullable(),
  /** Approved and requested absences of the day. */
  absences: z.array(
    z.object({ id: z.string(), type: AbsenceTypeSchema, status: AbsenceStatusSchema, halfDay: z.boolean() }),
  ),
  /** Before the account started (the first contract): counts for nothing. */
  beforeStart: z.boolean(),
  /** In a closed month: nothing of it changes any more. */
  closed: z.boolean(),
});
export type WorkingTimeDay = z.infer<typeof WorkingTimeDaySchema>;

const TotalsSchema = z.object({
  expected: z.number(),
  worked: z.number(),
  credited: z.number(),
  balance: z.number(),
});

/** One person's vacation in one calendar year, in days. */
export const VacationAccountSchema = z.object({
  year: z.number().int(),
  /** The year's allowance, pro rata over the contracts in force during the year. */
  allowance: z.number(),
  /** Left over from the year before (when the contract carries over). */
  carriedOver: z.number(),
  /** The last day carried-over days may be taken (yyyy-MM-dd), or null. */
  carriedOverExpires: z.string().nullable(),
  /** Carried-over days not taken by their expiry. */
  expired: z.number(),
  /** Approved days up to today. */
  taken: z.number(),
  /** Approved days after today and days still requested. */
  planned: z.number(),
  /** allowance + carriedOver − expired − taken − planned. */
  remaining: z.number(),
});
export type VacationAccount = z.infer<typeof VacationAccountSchema>;

/**
 * POST /api/workingTime/getWorkingTime: one person's account over `from`..`to`: a row per day,
 * the period's totals, the balance before and after it, a row per month and the vacation account
 * of the year `to` falls in. Users their own; Managers their own and role User's; Admins anyone's.
 */
export const GetWorkingTimeBody = TenantBodySchema.extend({
  userId: IdSchema,
  from: CalendarDateSchema,
  to: CalendarDateSchema,
})
  .refine(periodInOrder, PERIOD_ORDER)
  .refine(periodShortEnough, PERIOD_LENGTH);
export type GetWorkingTimeBody = z.input<typeof GetWorkingTimeBody>;
export const GetWorkingTimeAnswer = z.object({
  result: z.literal(1),
  user: z.object({ id: z.string(), name: z.string() }),
  /** The first day counted: the first contract's date, or the day the person was added. */
  accountStart: z.string(),
  days: z.array(WorkingTimeDaySchema),
  totals: TotalsSchema,
  /** The running balance at the end of the day before `from`, and at the end of `to`. */
  openingBalance: z.number(),
  closingBalance: z.number(),
  /** Each month the period touches (its part in the period), with the balance at its end. */
  months: z.array(
    TotalsSchema.extend({
      month: z.string(),
      closingBalance: z.number(),
      closed: z.boolean(),
    }),
  ),
  /** Days of approved sick leave and of approved vacation in the period. */
  sickDays: z.number(),
  vacationDays: z.number(),
  vacation: VacationAccountSchema,
});
export type GetWorkingTimeAnswer = z.infer<typeof GetWorkingTimeAnswer>;

/**
 * POST /api/workingTime/getWorkingTimeReport: the payroll report: for each person (all the caller
 * may see, or those named) and each month the period touches, the account's figures. Users get
 * their own row only.
 */
export const GetWorkingTimeReportBody = TenantBodySchema.extend({
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  userIds: z.array(IdSchema).min(1, validationMessages['no-ids'].defaultMessage).max(1000).optional(),
})
  .refine(periodInOrder, PERIOD_ORDER)
  .refine(periodShortEnough, PERIOD_LENGTH);
export type GetWorkingTimeReportBody = z.input<typeof GetWorkingTimeReportBody>;
export const WorkingTimeReportRowSchema = TotalsSchema.extend({
  userId: z.string(),
  userName: z.string(),
  /** yyyy-MM; the row covers the part of the month inside the period. */
  month: z.string(),
  /** The running balance at the end of the row's part of the month. */
  closingBalance: z.number(),
  closed: z.boolean(),
  /** Approved vacation days and sick days in the row's days. */
  vacationDays: z.number(),
  sickDays: z.number(),
  /** Vacation days left in the row's year, as the vacation account says. */
  vacationRemaining: z.number(),
});
export type WorkingTimeReportRow = z.infer<typeof WorkingTimeReportRowSchema>;
export const GetWorkingTimeReportAnswer = z.object({
  result: z.literal(1),
  /** By person's name, then month. */
  rows: z.array(WorkingTimeReportRowSchema),
});
export type GetWorkingTimeReportAnswer = z.infer<typeof GetWorkingTimeReportAnswer>;

/**
 * POST /api/workingTime/closeMonth: nothing of `month` changes any more for `userId`, or without
 * it for everyone: entries, absences, contracts. Managers (for role User, or everyone) and Admins.
 */
export const CloseMonthBody = TenantBodySchema.extend({ month: MonthSchema, userId: IdSchema.optional() });
export type CloseMonthBody = z.input<typeof CloseMonthBody>;
/** POST /api/workingTime/reopenMonth: undoes closeMonth; Admins only. */
export const ReopenMonthBody = CloseMonthBody;

/** The calls of contracts, holidays, the working-time account and month close. */
export const workingTimeApi = {
  getWorkContracts: readEndpoint({
    method: 'POST',
    path: '/api/workingTime/getWorkContracts',
    summary: "One person's work contracts, oldest first, and the tenant's defaults.",
    input: GetWorkContractsBody,
    answer: GetWorkContractsAnswer,
  }),
  setWorkContract: changeEndpoint({
    method: 'POST',
    path: '/api/workingTime/setWorkContract',
    summary: "Saves a person's work contract from its date on.",
    input: SetWorkContractBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: (input) => [changed.workingTime(input.userId)],
  }),
  getHolidayCountries: readEndpoint({
    method: 'POST',
    path: '/api/workingTime/getHolidayCountries',
    summary: 'The countries and regions whose public holidays a holiday calendar may follow.',
    input: GetHolidayCountriesBody,
    answer: GetHolidayCountriesAnswer,
  }),
  getHolidayCalendar: readEndpoint({
    method: 'POST',
    path: '/api/workingTime/getHolidayCalendar',
    summary: "The tenant's holiday calendar and the holidays of a period.",
    input: GetHolidayCalendarBody,
    answer: GetHolidayCalendarAnswer,
  }),
  setHolidayCalendar: changeEndpoint({
    method: 'POST',
    path: '/api/workingTime/setHolidayCalendar',
    summary: "Sets the tenant's country, region and company holidays.",
    input: SetHolidayCalendarBody,
    answer: MessageAnswerSchema,
    roles: ADMIN_ROLES,
    invalidates: () => [changed.holidays()],
  }),
  getWorkingTime: readEndpoint({
    method: 'POST',
    path: '/api/workingTime/getWorkingTime',
    summary: "One person's working-time account of a period: days, totals, balances, months and vacation.",
    input: GetWorkingTimeBody,
    answer: GetWorkingTimeAnswer,
  }),
  getWorkingTimeReport: readEndpoint({
    method: 'POST',
    path: '/api/workingTime/getWorkingTimeReport',
    summary: 'The working-time account of each person and month of a period: the payroll report.',
    input: GetWorkingTimeReportBody,
    answer: GetWorkingTimeReportAnswer,
  }),
  closeMonth: changeEndpoint({
    method: 'POST',
    path: '/api/workingTime/closeMonth',
    summary: 'Closes a month for one person or for everyone.',
    input: CloseMonthBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: (input) => [changed.workingTime(input.userId ?? null)],
  }),
  reopenMonth: changeEndpoint({
    method: 'POST',
    path: '/api/workingTime/reopenMonth',
    summary: 'Reopens a closed month for one person or for everyone.',
    input: ReopenMonthBody,
    answer: MessageAnswerSchema,
    roles: ADMIN_ROLES,
    invalidates: (input) => [changed.workingTime(input.userId ?? null)],
  }),
};

/** The calls of absence requests and their decisions. */
export const absencesApi = {
  requestAbsence: changeEndpoint({
    method: 'POST',
    path: '/api/absences/requestAbsence',
    summary: 'Requests an absence (sick leave is recorded approved).',
    input: RequestAbsenceBody,
    answer: RequestAbsenceAnswer,
    invalidates: (input, author) => [changed.absences(input.userId ?? author.userId)],
  }),
  decideAbsence: changeEndpoint({
    method: 'POST',
    path: '/api/absences/decideAbsence',
    summary: 'Approves or rejects an absence request.',
    input: DecideAbsenceBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    // Whose request it was is known once it is read: the service records that person's event.
    invalidates: () => [changed.absences(null)],
    webhook: {
      event: 'absence.decided',
      object: (input, id) => ({ id, decision: input.decision, reason: input.reason ?? null }),
    },
  }),
  cancelAbsence: changeEndpoint({
    method: 'POST',
    path: '/api/absences/cancelAbsence',
    summary: 'Cancels an absence request, or an approved absence (Managers and Admins).',
    input: CancelAbsenceBody,
    answer: MessageAnswerSchema,
    // Whose absence it was is known once it is read: the service records that person's event.
    invalidates: () => [changed.absences(null)],
  }),
  getAbsences: readEndpoint({
    method: 'POST',
    path: '/api/absences/getAbsences',
    summary: "Absences of a period: one's own, one person's, or the team's; or every open request.",
    input: GetAbsencesBody,
    answer: GetAbsencesAnswer,
  }),
};
