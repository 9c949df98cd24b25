import { z } from 'zod';
import { defineMessages } from './i18n.ts';
import {
  IdSchema,
  MAX_TEXT_LENGTH,
  MessageAnswerSchema,
  TenantBodySchema,
  CalendarDateSchema,
} from './common.ts';
import { changeEndpoint } from './endpoint.ts';
import { changed } from './events.ts';
import { weekStartOf } from './calendar.ts';
import { WeekStartSchema } from './timesheet-approval.ts';
import { CellHoursSchema, ConfirmAbsenceDayField } from './timesheet.ts';

/** What the week grid says when a cell cannot be typed into. */
export const WEEK_GRID_MESSAGES = defineMessages({
  severalEntries: {
    id: 'week-grid.several-entries',
    defaultMessage: 'This cell holds several entries; edit them in My Timesheet',
  },
  sameWeek: { id: 'week-grid.same-week', defaultMessage: 'must be another week than fromWeekStart' },
});

/**
 * POST /api/timesheet/setDayHours: afterwards the user's hours on the task and date total `hours`.
 * A cell with one entry has it changed, an empty one gets one; 0 removes the cell's entries. A
 * cell holding several entries cannot be set to other hours, so no description is merged away.
 */
export const SetDayHoursBody = TenantBodySchema.extend({
  userId: IdSchema,
  taskId: IdSchema,
  date: CalendarDateSchema,
  hours: CellHoursSchema,
  /** The entry's description; left as it is when absent. */
  description: z.string().trim().max(MAX_TEXT_LENGTH).optional(),
  ...ConfirmAbsenceDayField,
});
export type SetDayHoursBody = z.input<typeof SetDayHoursBody>;

/** POST /api/timesheet/copyWeek: every entry of one week onto the same weekdays of another. */
export const CopyWeekBody = TenantBodySchema.extend({
  userId: IdSchema,
  fromWeekStart: WeekStartSchema,
  toWeekStart: WeekStartSchema,
}).refine((body) => body.fromWeekStart !== body.toWeekStart, {
  message: WEEK_GRID_MESSAGES.sameWeek.defaultMessage,
  path: ['toWeekStart'],
});
export type CopyWeekBody = z.input<typeof CopyWeekBody>;

export const CopyWeekAnswer = z.object({
  result: z.literal(1),
  /** Entries copied. */
  copied: z.number().int(),
  /**
   * Entries left out: their cell already held hours, their day would pass 24 hours, their task or
   * project is gone, or their day is one of an approved full-day absence.
   */
  skipped: z.number().int(),
});
export type CopyWeekAnswer = z.infer<typeof CopyWeekAnswer>;

/** The calls of the week grid. */
export const weekGridApi = {
  setDayHours: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/setDayHours',
    summary: "Sets a user's hours on one task and date, as a week-grid cell shows them.",
    input: SetDayHoursBody,
    answer: MessageAnswerSchema,
    // A change to a rejected week opens it again.
    invalidates: (input) => [
      changed.entries(input.userId, input.date),
      changed.week(input.userId, weekStartOf(input.date)),
    ],
    webhook: {
      event: 'time_entry.changed',
      object: (input) => ({
        userId: input.userId,
        taskId: input.taskId,
        date: input.date,
        hours: input.hours,
      }),
    },
  }),
  copyWeek: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/copyWeek',
    summary:
      "Copies one week's entries to the same weekdays of another; answers what was copied and skipped.",
    input: CopyWeekBody,
    answer: CopyWeekAnswer,
    // A copy into a rejected week opens it again.
    invalidates: (input) => [
      changed.entries(input.userId, null),
      changed.week(input.userId, input.toWeekStart),
    ],
    webhook: {
      event: 'time_entry.created',
      object: (input) => ({
        userId: input.userId,
        weekStart: input.toWeekStart,
        copiedFromWeekStart: input.fromWeekStart,
      }),
    },
  }),
};
