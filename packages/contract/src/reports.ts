import { z } from 'zod';
import { calendarDaysBetween, weekEndOf } from './calendar.ts';
import { CalendarDateSchema, IdSchema, TenantBodySchema } from './common.ts';
import { readEndpoint } from './endpoint.ts';
import { validationMessages } from './refusals.ts';
import { MinorUnitsSchema, money } from './money.ts';
import { WeekStatusSchema } from './timesheet-approval.ts';
import { monthLabel } from './working-time.ts';

/**
 * What a report's rows can be grouped by; day, week and month are calendar periods, and client is
 * the client of the entry's project (id '' for projects of none).
 */
export const REPORT_GROUPINGS = ['user', 'project', 'task', 'day', 'week', 'month', 'client'] as const;
export const ReportGroupingSchema = z.enum(REPORT_GROUPINGS);
export type ReportGrouping = z.infer<typeof ReportGroupingSchema>;

/** Longest period one report may cover, in days counting both ends: a leap year. */
export const MAX_REPORT_PERIOD_DAYS = 366;
/** Most grouping levels of one report: a table of rows within rows. */
export const MAX_REPORT_GROUP_LEVELS = 3;
/** Most ids one report filter may name. */
export const MAX_REPORT_FILTER_IDS = 500;

const IdListSchema = z
  .array(IdSchema)
  .min(1, validationMessages['no-ids'].defaultMessage)
  .max(MAX_REPORT_FILTER_IDS, validationMessages['too-many-ids'].defaultMessage);

/**
 * Which entries a report counts; every list given narrows it, and an absent list does not. A list
 * is never empty, so "no choice" and "nothing matches" cannot be confused.
 */
export const ReportFiltersSchema = z.object({
  userIds: IdListSchema.optional(),
  projectIds: IdListSchema.optional(),
  taskIds: IdListSchema.optional(),
  /** Entries on projects of these clients. */
  clientIds: IdListSchema.optional(),
  /**
   * An entry's week status is its user's status for the week (Sunday to Saturday) holding it; a
   * week nobody has submitted is Open.
   */
  weekStatuses: z.array(WeekStatusSchema).min(1, validationMessages['no-statuses'].defaultMessage).optional(),
  /** Only billable entries (true) or only the others (false), as an invoice counts them. */
  billable: z.boolean().optional(),
});
export type ReportFilters = z.infer<typeof ReportFiltersSchema>;

const noRepeats = (groupings: readonly ReportGrouping[]) => new Set(groupings).size === groupings.length;

/**
 * POST /api/reports/summary: hours of the period `from`..`to` (both included), summed per group.
 * A role User's report holds only their own entries.
 */
export const ReportSummaryBody = TenantBodySchema.extend({
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  /**
   * One level, or up to three for rows within rows (`['client', 'project', 'user']`); never the
   * same one twice.
   */
  groupBy: z
    .array(ReportGroupingSchema)
    .min(1, validationMessages['no-groupings'].defaultMessage)
    .max(MAX_REPORT_GROUP_LEVELS, validationMessages['too-many-groupings'].defaultMessage)
    .refine(noRepeats, validationMessages['grouping-twice'].defaultMessage),
  filters: ReportFiltersSchema.optional(),
})
  .refine((body) => body.to >= body.from, {
    message: validationMessages['before-from'].defaultMessage,
    path: ['to'],
  })
  .refine((body) => body.to < body.from || calendarDaysBetween(body.from, body.to) < MAX_REPORT_PERIOD_DAYS, {
    message: validationMessages['period-too-long'].defaultMessage,
    path: ['to'],
  });
export type ReportSummaryBody = z.input<typeof ReportSummaryBody>;

/** One group of a row, at one grouping level. */
export const ReportKeySchema = z.object({
  by: ReportGroupingSchema,
  /**
   * The user's, project's, task's or client's id ('' for no client); for periods the date key: yyyy-MM-dd for a day, the
   * week's Sunday as yyyy-MM-dd for a week, yyyy-MM for a month.
   */
  id: z.string(),
  /**
   * The name or title (kept after a project, task or client is deleted), '' for no client, or the
   * period as shown.
   */
  label: z.string(),
});
export type ReportKey = z.infer<typeof ReportKeySchema>;

export const ReportRowSchema = z.object({
  /** One key per grouping level, in the order of `groupBy`. */
  keys: z.array(ReportKeySchema),
  hours: z.number(),
  /** The hours of billable entries among them. */
  billableHours: z.number(),
  /**
   * The group's hours at their bill rates, in minor units of the tenant's currency: each entry's
   * hours at the rate of its day and most specific level, summed, then rounded once to the unit.
   */
  billableAmount: money(MinorUnitsSchema),
  /** The same at the cost rates. */
  cost: money(MinorUnitsSchema),
  /** The billable amount less the cost. */
  margin: money(MinorUnitsSchema),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportSummaryAnswer = z.object({
  result: z.literal(1),
  /**
   * One row per group that holds time, ordered by the first key and then the second: names and
   * titles alphabetically, periods in calendar order.
   */
  rows: z.array(ReportRowSchema),
  /** The sum of every row's hours, exact to the hundredth. */
  totalHours: z.number(),
  totalBillableHours: z.number(),
  /** ISO 4217: what the amounts are in. */
  currency: z.string().optional(),
  /** The sums of the rows' amounts, as shown. */
  totalBillableAmount: money(MinorUnitsSchema),
  totalCost: money(MinorUnitsSchema),
  totalMargin: money(MinorUnitsSchema),
});
export type ReportSummaryAnswer = z.infer<typeof ReportSummaryAnswer>;

/** How a period key of a report is shown: the day, the week's Sunday to Saturday, or the month. */
export function reportPeriodLabel(by: 'day' | 'week' | 'month', key: string, locale = 'en-US'): string {
  if (by === 'day') return key;
  if (by === 'week') return `${key} – ${weekEndOf(key)}`;
  return monthLabel(key, locale);
}

/** The calls of the reports screen. */
export const reportsApi = {
  summary: readEndpoint({
    method: 'POST',
    path: '/api/reports/summary',
    summary:
      'Hours of a period summed per user, project, task, day, week or month (three levels at most), with filters; a role User sees only their own.',
    input: ReportSummaryBody,
    answer: ReportSummaryAnswer,
  }),
};
