import { z } from 'zod';
import { CalendarDateSchema, IdSchema, MAX_TEXT_LENGTH, TenantBodySchema, listAnswer } from './common.ts';
import { WeekStateSchema, WeekStatusSchema } from './timesheet-approval.ts';

/** Most hours one entry, and one user's day, may hold. */
export const MAX_HOURS_PER_DAY = 24;
/** Step of the hours input. */
export const HOURS_STEP = 0.5;
/** Hours are kept to the hundredth. */
export const HOURS_PRECISION = 100;
/** Longest period one overview or review call may cover, in days. */
export const MAX_PERIOD_DAYS = 62;

export const TIME_ENTRY_MESSAGES = {
  required: 'Please fill all required fields',
  confirmDelete: 'Are you sure you want to delete this time entry?',
  dateInvalid: 'Date input not valid.',
} as const;

/** A time entry as My Timesheet lists it. */
export const TimeEntrySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  date: z.string(),
  hours: z.number(),
  description: z.string(),
  userId: z.string(),
  user: z.string(),
  /** Approval state of the entry's week: a Submitted or Approved week's entries are locked. */
  weekStatus: WeekStatusSchema,
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

/** POST /api/timesheet/getTimeEntries */
export const GetTimeEntriesBody = TenantBodySchema.extend({ userId: IdSchema });
export const GetTimeEntriesAnswer = listAnswer(TimeEntrySchema);

const HoursSchema = z
  .number({ error: 'must be a number' })
  .gt(0, 'must be greater than 0')
  .max(MAX_HOURS_PER_DAY, `must be at most ${MAX_HOURS_PER_DAY}`)
  .refine(
    (hours) => Math.abs(hours * HOURS_PRECISION - Math.round(hours * HOURS_PRECISION)) < 1e-9,
    'must have at most two decimals',
  );

/** POST /api/timesheet/addTimeEntry */
export const AddTimeEntryBody = TenantBodySchema.extend({
  userId: IdSchema,
  date: CalendarDateSchema,
  projectId: IdSchema,
  taskId: IdSchema,
  description: z.string().trim().max(MAX_TEXT_LENGTH).default(''),
  hours: HoursSchema,
});
export type AddTimeEntryBody = z.input<typeof AddTimeEntryBody>;

/** POST /api/timesheet/deleteTimeEntry */
export const DeleteTimeEntryBody = TenantBodySchema.extend({ timeEntryId: IdSchema });

const PeriodSchema = { startDate: CalendarDateSchema, endDate: CalendarDateSchema };
const periodInOrder = (body: { startDate: string; endDate: string }) => body.startDate <= body.endDate;
const PERIOD_ORDER = { message: 'must not be before startDate', path: ['endDate'] };

/** One grouped cell of the weekly grid: a user's hours on a task on a date. */
export const WeekEntrySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  date: z.string(),
  hours: z.number(),
  userId: z.string(),
});
export type WeekEntry = z.infer<typeof WeekEntrySchema>;

/** A grouped cell's id: it names what the cell groups, as no stored entry stands behind it. */
export const weekEntryId = (userId: string, taskId: string, date: string) => `${userId}:${taskId}:${date}`;

/** POST /api/timesheet/getTimeEntriesOverview: the caller's own week. */
export const GetOverviewBody = TenantBodySchema.extend({ userId: IdSchema, ...PeriodSchema }).refine(
  periodInOrder,
  PERIOD_ORDER,
);
export const GetOverviewAnswer = z.object({
  result: z.literal(1),
  entries: z.array(WeekEntrySchema),
  projects: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Approval state of the week that starts the period. */
  week: WeekStateSchema,
});
export type OverviewAnswer = z.infer<typeof GetOverviewAnswer>;

/**
 * POST /api/timesheet/getTimeEntriesReview: everyone's period, for Managers and Admins. The grid
 * comes as one row per user, project and task with the hours of each day, and names each task and
 * project once: a 500-user week is half the size it would be as one object per cell.
 */
export const GetReviewBody = TenantBodySchema.extend(PeriodSchema).refine(periodInOrder, PERIOD_ORDER);
export const GetReviewAnswer = z.object({
  result: z.literal(1),
  /** `hours[i]` is the user's hours on the task on startDate + i days. */
  entries: z.array(
    z.object({ userId: z.string(), projectId: z.string(), taskId: z.string(), hours: z.array(z.number()) }),
  ),
  projects: z.array(z.object({ id: z.string(), name: z.string() })),
  tasks: z.array(z.object({ id: z.string(), name: z.string() })),
  users: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      totalHours: z.number(),
      /** Approval state of the user's week that starts the period, and why when rejected. */
      status: WeekStatusSchema,
      reason: z.string().nullable(),
    }),
  ),
});
export type ReviewAnswer = z.infer<typeof GetReviewAnswer>;
