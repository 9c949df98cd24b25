import { z } from 'zod';
import {
  CalendarDateSchema,
  IdSchema,
  MAX_TEXT_LENGTH,
  MessageAnswerSchema,
  TenantBodySchema,
} from './common.ts';
import { changeEndpoint, readEndpoint } from './endpoint.ts';
import { changed } from './events.ts';
import { ConfirmAbsenceDayField } from './timesheet.ts';

/** A running timer: what it is for, and since when (ISO timestamp, the server's clock). */
export const TimerSchema = z.object({
  projectId: z.string(),
  taskId: z.string(),
  description: z.string(),
  /** The browser's local date when it started: the entry lands on this date. */
  date: z.string(),
  startedAt: z.string(),
});
export type Timer = z.infer<typeof TimerSchema>;

/** How far back a timer started on a device without a network may start. */
export const TIMER_START_MAX_AGE_DAYS = 7;

/**
 * A moment of the device's clock (ISO timestamp with its offset): when a timer was started or
 * stopped without a network. Absent, the server's clock says when.
 */
const DeviceTimeField = z.iso.datetime({ offset: true }).optional();

/** POST /api/timesheet/startTimer: starts the caller's timer, stopping a running one into its entry. */
export const StartTimerBody = TenantBodySchema.extend({
  projectId: IdSchema,
  taskId: IdSchema,
  description: z.string().trim().max(MAX_TEXT_LENGTH).default(''),
  date: CalendarDateSchema,
  ...ConfirmAbsenceDayField,
  /** When it started, offline; neither in the future nor more than TIMER_START_MAX_AGE_DAYS back. */
  startedAt: DeviceTimeField,
});
export type StartTimerBody = z.input<typeof StartTimerBody>;

export const TimerAnswer = z.object({ result: z.literal(1), timer: TimerSchema.nullable() });
export type TimerAnswer = z.infer<typeof TimerAnswer>;

/** POST /api/timesheet/stopTimer: stops the caller's timer, offline at `stoppedAt`. */
export const StopTimerBody = TenantBodySchema.extend({
  /** When it stopped, offline: after it started and not in the future. */
  stoppedAt: DeviceTimeField,
});
export type StopTimerBody = z.input<typeof StopTimerBody>;

/** The entry the elapsed time became. */
export const StopTimerAnswer = z.object({ result: z.literal(1), id: z.string(), hours: z.number() });
export type StopTimerAnswer = z.infer<typeof StopTimerAnswer>;

/** The calls of the caller's own timer; the server holds it, so it shows on every device. */
export const timerApi = {
  startTimer: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/startTimer',
    summary: "Starts the caller's timer; a running one is stopped into its entry first.",
    input: StartTimerBody,
    answer: TimerAnswer,
    // Starting stops a running timer into an entry, on the date that timer was started for.
    invalidates: (_input, author) => [changed.timer(author.userId), changed.entries(author.userId, null)],
  }),
  getTimer: readEndpoint({
    method: 'POST',
    path: '/api/timesheet/getTimer',
    summary: "The caller's running timer, or null.",
    input: TenantBodySchema,
    answer: TimerAnswer,
  }),
  stopTimer: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/stopTimer',
    summary:
      'Stops the timer into an entry of the elapsed hours (to the hundredth, at least 0.01); refused (and kept running) past the day limit or in a locked week.',
    input: StopTimerBody,
    answer: StopTimerAnswer,
    invalidates: (_input, author) => [changed.timer(author.userId), changed.entries(author.userId, null)],
    webhook: { event: 'time_entry.created', object: (_input, id) => ({ id }) },
  }),
  discardTimer: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/discardTimer',
    summary: "Drops the caller's timer without logging time.",
    input: TenantBodySchema,
    answer: MessageAnswerSchema,
    invalidates: (_input, author) => [changed.timer(author.userId)],
  }),
};
