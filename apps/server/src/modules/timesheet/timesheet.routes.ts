import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddTimeEntryBody,
  ApproveAllSubmittedAnswer,
  ApproveAllSubmittedBody,
  ApproveWeekBody,
  GetWeekStatusAnswer,
  GetWeekStatusBody,
  RejectWeekBody,
  ReopenWeekBody,
  SubmitWeekBody,
  WEEK_MESSAGES,
  CreatedAnswerSchema,
  DeleteTimeEntryBody,
  GetOverviewAnswer,
  GetOverviewBody,
  GetReviewAnswer,
  GetReviewBody,
  GetTimeEntriesAnswer,
  GetTimeEntriesBody,
  MessageAnswerSchema,
} from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import * as timesheet from './timesheet.service.ts';
import * as approval from './week-approval.service.ts';

export const timesheetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/timesheet/getTimeEntries',
    { schema: { body: GetTimeEntriesBody, response: { 200: GetTimeEntriesAnswer } } },
    async (request) => ({
      result: 1 as const,
      data: await timesheet.listTimeEntries(db, request.caller, request.body.userId),
    }),
  );

  app.post(
    '/api/timesheet/addTimeEntry',
    { schema: { body: AddTimeEntryBody, response: { 200: CreatedAnswerSchema } } },
    async (request) => ({
      result: 1 as const,
      id: await timesheet.addTimeEntry(db, request.caller, request.body),
    }),
  );

  app.post(
    '/api/timesheet/deleteTimeEntry',
    { schema: { body: DeleteTimeEntryBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await timesheet.deleteTimeEntry(db, request.caller, request.body.timeEntryId);
      return { result: 1 as const, msg: 'Time entry deleted' };
    },
  );

  app.post(
    '/api/timesheet/getTimeEntriesOverview',
    { schema: { body: GetOverviewBody, response: { 200: GetOverviewAnswer } } },
    async (request) => timesheet.overview(db, request.caller, request.body),
  );

  app.post(
    '/api/timesheet/getTimeEntriesReview',
    { schema: { body: GetReviewBody, response: { 200: GetReviewAnswer } } },
    async (request) => timesheet.review(db, request.caller, request.body),
  );

  app.post(
    '/api/timesheet/getWeekStatus',
    { schema: { body: GetWeekStatusBody, response: { 200: GetWeekStatusAnswer } } },
    async (request) =>
      approval.getWeekStatus(db, request.caller, request.body.userId, request.body.weekStart),
  );

  app.post(
    '/api/timesheet/submitWeek',
    { schema: { body: SubmitWeekBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await approval.submitWeek(db, request.caller, request.body.weekStart);
      return { result: 1 as const, msg: WEEK_MESSAGES.submitted };
    },
  );

  app.post(
    '/api/timesheet/approveWeek',
    { schema: { body: ApproveWeekBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await approval.approveWeek(db, request.caller, request.body.userId, request.body.weekStart);
      return { result: 1 as const, msg: WEEK_MESSAGES.approved };
    },
  );

  app.post(
    '/api/timesheet/rejectWeek',
    { schema: { body: RejectWeekBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const { userId, weekStart, reason } = request.body;
      await approval.rejectWeek(db, request.caller, userId, weekStart, reason);
      return { result: 1 as const, msg: WEEK_MESSAGES.rejected };
    },
  );

  app.post(
    '/api/timesheet/reopenWeek',
    { schema: { body: ReopenWeekBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const { userId, weekStart, reason } = request.body;
      await approval.reopenWeek(db, request.caller, userId, weekStart, reason);
      return { result: 1 as const, msg: WEEK_MESSAGES.reopened };
    },
  );

  app.post(
    '/api/timesheet/approveAllSubmitted',
    { schema: { body: ApproveAllSubmittedBody, response: { 200: ApproveAllSubmittedAnswer } } },
    async (request) => {
      const approved = await approval.approveAllSubmitted(db, request.caller, request.body.weekStart);
      return { result: 1 as const, msg: `${approved} week${approved === 1 ? '' : 's'} approved`, approved };
    },
  );
};
