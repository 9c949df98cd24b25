import { z } from 'zod';
import { defineMessages } from './i18n.ts';
import { validationMessages } from './refusals.ts';
import {
  IdSchema,
  isWeekDate,
  MAX_TEXT_LENGTH,
  MessageAnswerSchema,
  TenantBodySchema,
  WeekDateSchema,
} from './common.ts';
import { weekStartOf } from './calendar.ts';
import { ADMIN_ROLES, changeEndpoint, readEndpoint, REVIEWER_ROLES } from './endpoint.ts';
import { changed } from './events.ts';
import { weekOfTarget } from './webhook-events.ts';

/** States of one user's week (Sunday to Saturday). */
export const WEEK_STATUSES = ['Open', 'Submitted', 'Approved', 'Rejected'] as const;
export const WeekStatusSchema = z.enum(WEEK_STATUSES);
export type WeekStatus = z.infer<typeof WeekStatusSchema>;

export const WEEK_MESSAGES = defineMessages({
  submittedLocked: { id: 'weeks.submitted-locked', defaultMessage: 'This week is submitted and locked' },
  approvedLocked: { id: 'weeks.approved-locked', defaultMessage: 'This week is approved and locked' },
  submitted: { id: 'weeks.submitted', defaultMessage: 'Week submitted for approval' },
  approved: { id: 'weeks.approved', defaultMessage: 'Week approved' },
  rejected: { id: 'weeks.rejected', defaultMessage: 'Week rejected' },
  reopened: { id: 'weeks.reopened', defaultMessage: 'Week reopened' },
  reasonRequired: { id: 'weeks.reason-required', defaultMessage: 'Please give a reason' },
});

/** The first day of a week: a Sunday, written yyyy-MM-dd. */
export const WeekStartSchema = WeekDateSchema.refine(
  // A refinement runs even when the date itself was refused, and an impossible date has no week.
  (value) => isWeekDate(value) && weekStartOf(value) === value,
  validationMessages['not-a-sunday'].defaultMessage,
);

const ReasonSchema = z
  .string()
  .trim()
  .min(1, validationMessages['is-required'].defaultMessage)
  .max(MAX_TEXT_LENGTH);

/** A user's week as the approval workflow sees it. */
export const WeekStateSchema = z.object({
  userId: z.string(),
  weekStart: z.string(),
  status: WeekStatusSchema,
  /** Why the week was last rejected or reopened, while that still stands. */
  reason: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Name of who changed the status last. */
  updatedBy: z.string().nullable(),
});
export type WeekState = z.infer<typeof WeekStateSchema>;

export const WeekTransitionSchema = z.object({
  from: WeekStatusSchema,
  to: WeekStatusSchema,
  by: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
});

/** POST /api/timesheet/submitWeek: the caller submits their own week. */
export const SubmitWeekBody = TenantBodySchema.extend({ weekStart: WeekStartSchema });

/** POST /api/timesheet/approveWeek: a Manager or Admin approves a submitted week. */
export const ApproveWeekBody = TenantBodySchema.extend({ userId: IdSchema, weekStart: WeekStartSchema });

/** POST /api/timesheet/rejectWeek: a Manager or Admin sends a submitted week back, saying why. */
export const RejectWeekBody = ApproveWeekBody.extend({ reason: ReasonSchema });

/** POST /api/timesheet/reopenWeek: an Admin opens an approved week again, saying why. */
export const ReopenWeekBody = RejectWeekBody;

/** POST /api/timesheet/approveAllSubmitted: approves every submitted week the caller may approve. */
export const ApproveAllSubmittedBody = TenantBodySchema.extend({ weekStart: WeekStartSchema });
export const ApproveAllSubmittedAnswer = z.object({
  result: z.literal(1),
  msg: z.string(),
  approved: z.number().int(),
});

/** POST /api/timesheet/getWeekStatus: a week's state and its history. */
export const GetWeekStatusBody = TenantBodySchema.extend({ userId: IdSchema, weekStart: WeekStartSchema });
export const GetWeekStatusAnswer = z.object({
  result: z.literal(1),
  week: WeekStateSchema,
  history: z.array(WeekTransitionSchema),
});
export type WeekStatusAnswer = z.infer<typeof GetWeekStatusAnswer>;

/** The calls of the weekly approval workflow. */
export const weekApprovalApi = {
  getWeekStatus: readEndpoint({
    method: 'POST',
    path: '/api/timesheet/getWeekStatus',
    summary: "A user's week: its status and the history of its changes.",
    input: GetWeekStatusBody,
    answer: GetWeekStatusAnswer,
  }),
  submitWeek: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/submitWeek',
    summary: "Submits the caller's own week for approval; it is locked until decided.",
    input: SubmitWeekBody,
    answer: MessageAnswerSchema,
    invalidates: (input, author) => [changed.week(author.userId, input.weekStart)],
    webhook: { event: 'week.submitted', object: (_input, target) => weekOfTarget(target) },
  }),
  approveWeek: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/approveWeek',
    summary: 'Approves a submitted week.',
    input: ApproveWeekBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: (input) => [changed.week(input.userId, input.weekStart)],
    webhook: { event: 'week.approved', object: (_input, target) => weekOfTarget(target) },
  }),
  rejectWeek: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/rejectWeek',
    summary: 'Sends a submitted week back with a reason.',
    input: RejectWeekBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: (input) => [changed.week(input.userId, input.weekStart)],
    webhook: {
      event: 'week.rejected',
      object: (input, target) => ({ ...weekOfTarget(target), reason: input.reason }),
    },
  }),
  reopenWeek: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/reopenWeek',
    summary: 'Opens an approved week again, with a reason.',
    input: ReopenWeekBody,
    answer: MessageAnswerSchema,
    roles: ADMIN_ROLES,
    invalidates: (input) => [changed.week(input.userId, input.weekStart)],
    webhook: {
      event: 'week.reopened',
      object: (input, target) => ({ ...weekOfTarget(target), reason: input.reason }),
    },
  }),
  approveAllSubmitted: changeEndpoint({
    method: 'POST',
    path: '/api/timesheet/approveAllSubmitted',
    summary: 'Approves every submitted week of the period the caller may approve.',
    input: ApproveAllSubmittedBody,
    answer: ApproveAllSubmittedAnswer,
    roles: REVIEWER_ROLES,
    // Whose weeks it approves, the service records as it approves each.
    invalidates: (input) => [changed.week(null, input.weekStart)],
    webhook: { event: 'week.approved', object: (_input, target) => weekOfTarget(target) },
  }),
};
