import { z } from 'zod';
import { defineMessages } from './i18n.ts';
import { validationMessages } from './refusals.ts';
import {
  CalendarDateSchema,
  CreatedAnswerSchema,
  IdSchema,
  MAX_TEXT_LENGTH,
  MessageAnswerSchema,
  TenantBodySchema,
  PagingFields,
  WeekDateSchema,
  listOrPageAnswer,
} from './common.ts';
import { changeEndpoint, readEndpoint, REVIEWER_ROLES } from './endpoint.ts';
import { changed } from './events.ts';
import { weekStartOf } from './calendar.ts';
import { WeekStateSchema, WeekStatusSchema } from './timesheet-approval.ts';
import { ProjectColorSchema } from './project-colors.ts';

/** Most hours one entry, and one user's day, may hold. */
export const MAX_HOURS_PER_DAY = 24;
/** Step of the hours input. */
export const HOURS_STEP = 0.5;
/** Hours are kept to the hundredth. */
export const HOURS_PRECISION = 100;
/** Longest period one overview or review call may cover, in days. */
export const MAX_PERIOD_DAYS = 62;

export const TIME_ENTRY_MESSAGES = defineMessages({
  required: { id: 'time-entries.required', defaultMessage: 'Please fill all required fields' },
  confirmDelete: {
    id: 'time-entries.confirm-delete',
    defaultMessage: 'Are you sure you want to delete this time entry?',
  },
});

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
  /** Billable: its task's or project's choice when it was logged, unless a Manager changed it. */
  billable: z.boolean(),
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

/** POST /api/timesheet/getTimeEntries */
export const GetTimeEntriesBody = TenantBodySchema.extend({
  userId: IdSchema,
  /** Paging, and text the project, task or description contains; newest first either way. */
  ...PagingFields,
});
export type GetTimeEntriesBody = z.input<typeof GetTimeEntriesBody>;
export const GetTimeEntriesAnswer = listOrPageAnswer(TimeEntrySchema);

/**
 * True when `hours` has at most two decimals, as hours are stored. Division is correctly rounded,
 * so this holds exactly for every two-decimal number however large.
 */
export const inHundredths = (hours: number) =>
  Math.round(hours * HOURS_PRECISION) / HOURS_PRECISION === hours;
/** Hours of one entry: more than 0, at most a day, in hundredths. */
const HoursSchema = z
  .number({ error: validationMessages['not-a-number'].defaultMessage })
  .gt(0, validationMessages['not-above-zero'].defaultMessage)
  .max(MAX_HOURS_PER_DAY, validationMessages['more-than-a-day'].defaultMessage)
  .refine(inHundredths, validationMessages['more-than-two-decimals'].defaultMessage);

/** Hours of a week-grid cell: like an entry's, and 0 empties the cell. */
export const CellHoursSchema = z
  .number({ error: validationMessages['not-a-number'].defaultMessage })
  .min(0, validationMessages.negative.defaultMessage)
  .max(MAX_HOURS_PER_DAY, validationMessages['more-than-a-day'].defaultMessage)
  .refine(inHundredths, validationMessages['more-than-two-decimals'].defaultMessage);

/**
 * The opt-in of every call that logs new time: logs it on a day of an approved full-day absence
 * (on-call work, counted as overtime); without it such a day takes no time.
 */
export const ConfirmAbsenceDayField = { confirmAbsenceDay: z.boolean().optional() };

/** POST /api/timesheet/addTimeEntry */
export const AddTimeEntryBody = TenantBodySchema.extend({
  userId: IdSchema,
  date: CalendarDateSchema,
  projectId: IdSchema,
  taskId: IdSchema,
  description: z.string().trim().max(MAX_TEXT_LENGTH).default(''),
  hours: HoursSchema,
  ...ConfirmAbsenceDayField,
});
export type AddTimeEntryBody = z.input<typeof AddTimeEntryBody>;

/** POST /api/timesheet/setTimeEntryBillable: a Manager or Admin marks one entry billable or not. */
export const SetTimeEntryBillableBody = TenantBodySchema.extend({
  timeEntryId: IdSchema,
  billable: z.boolean(),
});

/** POST /api/timesheet/deleteTimeEntry */
export const DeleteTimeEntryBody = TenantBodySchema.extend({ timeEntryId: IdSchema });

/** The week (or weeks) a screen shows, whole even at the ends of the pickers' years. */
const PeriodSchema = { startDate: WeekDateSchema, endDate: WeekDateSchema };
const periodInOrder = (body: { startDate: string; endDate: string }) => body.startDate <= body.endDate;
const PERIOD_ORDER = {
  message: validationMessages['before-start-date'].defaultMessage,
  path: ['endDate'],
};

/** A project of a week's rows: its name, and its colour (null for the default) for its row. */
const ShownProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: ProjectColorSchema.nullable().optional(),
});

/** A stored time entry of the period, as the Overview and the Review list it (spec §3). */
export const WeekEntrySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  date: z.string(),
  hours: z.number(),
  userId: z.string(),
  /** See TimeEntrySchema; the Review's compact grid, whose cells sum entries, has none. */
  billable: z.boolean().optional(),
});
export type WeekEntry = z.infer<typeof WeekEntrySchema>;

/** POST /api/timesheet/getTimeEntriesOverview: the caller's own week. */
export const GetOverviewBody = TenantBodySchema.extend({ userId: IdSchema, ...PeriodSchema }).refine(
  periodInOrder,
  PERIOD_ORDER,
);
export const GetOverviewAnswer = z.object({
  result: z.literal(1),
  /** Every stored entry of the user's period. */
  entries: z.array(WeekEntrySchema),
  projects: z.array(ShownProjectSchema),
  /** Approval state of the week that starts the period. */
  week: WeekStateSchema,
});
export type OverviewAnswer = z.infer<typeof GetOverviewAnswer>;

/** POST /api/timesheet/getTimeEntriesReview: everyone's period, for Managers and Admins. */
export const GetReviewBody = TenantBodySchema.extend({
  ...PeriodSchema,
  /**
   * `'grid'` asks for `GetReviewGridAnswer`, the compact answer the Review screen reads. Without it
   * the answer is the spec's, one object per stored entry: several times the size for a large week.
   */
  shape: z.literal('grid').optional(),
}).refine(periodInOrder, PERIOD_ORDER);

const ReviewUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  totalHours: z.number(),
  /** Approval state of the user's week that starts the period, and why when rejected. */
  status: WeekStatusSchema,
  reason: z.string().nullable(),
});

/** The Review's answer (spec §3, §7): every stored entry of the period, and who logged time where. */
export const GetReviewAnswer = z.object({
  result: z.literal(1),
  entries: z.array(WeekEntrySchema),
  /** Each project once per user who logged time on it in the period. */
  projects: z.array(z.object({ id: z.string(), name: z.string(), userId: z.string() })),
  users: z.array(ReviewUserSchema),
});
export type ReviewAnswer = z.infer<typeof GetReviewAnswer>;

/**
 * The Review's answer to `shape: 'grid'`: one row per user, project and task with the hours of
 * each day, which names each task and project once.
 */
export const GetReviewGridAnswer = z.object({
  result: z.literal(1),
  /** `hours[i]` is the user's hours on the task on startDate + i days. */
  entries: z.array(
    z.object({ userId: z.string(), projectId: z.string(), taskId: z.string(), hours: z.array(z.number()) }),
  ),
  projects: z.array(ShownProjectSchema),
  tasks: z.array(z.object({ id: z.string(), name: z.string() })),
  users: z.array(ReviewUserSchema),
});
export type ReviewGridAnswer = z.infer<typeof GetReviewGridAnswer>;

/**
 * Either answer of the Review, as its route declares them. Neither allows undeclared properties,
 * so the response serializer tells them apart by their fields.
 */
// The grid answer comes first: an empty week in the spec's shape would otherwise read as one.
export const GetReviewAnswers = z.union([GetReviewGridAnswer, GetReviewAnswer]);

/** The calls of My Timesheet, the Overview and the Review. */
export const timesheetApi = {
  getTimeEntries: readEndpoint({
    method: 'POST',
    path: '/api/timesheet/getTimeEntries',
    summary: "A user's time entries (role User: only their own).",
    input: GetTimeEntriesBody,
    answer: GetTimeEntriesAnswer,
  }),
  addTimeEntry: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/addTimeEntry',
    summary: 'Logs hours on a task; a day holds at most 24 hours, a locked week none more.',
    input: AddTimeEntryBody,
    answer: CreatedAnswerSchema,
    // A change to a rejected week opens it again.
    invalidates: (input) => [
      changed.entries(input.userId, input.date),
      changed.week(input.userId, weekStartOf(input.date)),
    ],
    webhook: {
      event: 'time_entry.created',
      object: (input, id) => ({
        id,
        userId: input.userId,
        date: input.date,
        projectId: input.projectId,
        taskId: input.taskId,
        description: input.description,
        hours: input.hours,
      }),
    },
  }),
  deleteTimeEntry: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/deleteTimeEntry',
    summary: 'Deletes a time entry of an editable week.',
    input: DeleteTimeEntryBody,
    answer: MessageAnswerSchema,
    // The entry's owner is not in the input: the author's own lists, and every reviewer's.
    invalidates: (_input, author) => [changed.entries(author.userId, null), changed.entries(null, null)],
    webhook: { event: 'time_entry.deleted', object: (_input, id) => ({ id }) },
  }),
  setTimeEntryBillable: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/setTimeEntryBillable',
    summary: 'Marks a time entry billable or not; its hours and week stay as they are.',
    input: SetTimeEntryBillableBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    // Whose entry is not in the input; the board's and the reports' amounts change with it.
    invalidates: () => [changed.entries(null, null), changed.projects()],
    webhook: { event: 'time_entry.changed', object: (input, id) => ({ id, billable: input.billable }) },
  }),
  getTimeEntriesOverview: readEndpoint({
    method: 'POST',
    path: '/api/timesheet/getTimeEntriesOverview',
    summary: "A user's entries of a period and the week's approval state.",
    input: GetOverviewBody,
    answer: GetOverviewAnswer,
  }),
  getTimeEntriesReview: readEndpoint({
    method: 'POST',
    path: '/api/timesheet/getTimeEntriesReview',
    summary: "Everyone's entries of a period with per-user totals; `shape: 'grid'` for the compact form.",
    input: GetReviewBody,
    answer: GetReviewAnswers,
    roles: REVIEWER_ROLES,
  }),
};
