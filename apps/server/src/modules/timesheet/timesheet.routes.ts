import type { FastifyInstance } from 'fastify';
import { WEEK_MESSAGES, api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as timesheet from './timesheet.service.ts';
import * as timer from './timer.service.ts';
import * as approval from './week-approval.service.ts';
import * as grid from './week-grid.service.ts';
import { ReviewCache } from './review-cache.ts';

export async function timesheetRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.timesheet.getTimeEntries, ({ caller, input }) =>
    timesheet.listTimeEntries(db, caller, input),
  );
  route(app, api.timesheet.addTimeEntry, async ({ caller, input }) => ({
    result: 1,
    id: await timesheet.addTimeEntry(db, caller, input),
  }));
  route(app, api.timesheet.deleteTimeEntry, async ({ caller, input }) => {
    await timesheet.deleteTimeEntry(db, caller, input.timeEntryId);
    return { result: 1, msg: 'Time entry deleted' };
  });
  route(app, api.timesheet.setTimeEntryBillable, async ({ caller, input }) => {
    await timesheet.setTimeEntryBillable(db, caller, input.timeEntryId, input.billable);
    return {
      result: 1,
      msg: input.billable ? 'Time entry marked billable' : 'Time entry marked non-billable',
    };
  });
  route(app, api.timesheet.getTimeEntriesOverview, ({ caller, input }) =>
    timesheet.overview(db, caller, input),
  );
  const reviews = new ReviewCache(app.live);
  route(app, api.timesheet.getTimeEntriesReview, ({ caller, input: { shape, ...period } }) =>
    reviews.answer(caller.tenantId, shape ?? 'entries', period, () =>
      shape === 'grid' ? timesheet.reviewGrid(db, caller, period) : timesheet.review(db, caller, period),
    ),
  );
  route(app, api.timesheet.setDayHours, async ({ caller, input }) => {
    await grid.setDayHours(db, caller, input);
    return { result: 1, msg: 'Hours saved' };
  });
  route(app, api.timesheet.copyWeek, async ({ caller, input }) => ({
    result: 1,
    ...(await grid.copyWeek(db, caller, input)),
  }));

  route(app, api.timesheet.startTimer, async ({ caller, input }) => ({
    result: 1,
    timer: await timer.startTimer(db, caller, input),
  }));
  route(app, api.timesheet.getTimer, async ({ caller }) => ({
    result: 1,
    timer: await timer.getTimer(db, caller),
  }));
  route(app, api.timesheet.stopTimer, async ({ caller, input }) => ({
    result: 1,
    ...(await timer.stopTimer(db, caller, input.stoppedAt)),
  }));
  route(app, api.timesheet.discardTimer, async ({ caller }) => {
    await timer.discardTimer(db, caller);
    return { result: 1, msg: 'Timer discarded' };
  });

  route(app, api.weekApproval.getWeekStatus, ({ caller, input }) =>
    approval.getWeekStatus(db, caller, input.userId, input.weekStart),
  );
  route(app, api.weekApproval.submitWeek, async ({ caller, input }) => {
    await approval.submitWeek(db, caller, input.weekStart);
    return { result: 1, msg: WEEK_MESSAGES.submitted.defaultMessage };
  });
  route(app, api.weekApproval.approveWeek, async ({ caller, input }) => {
    await approval.approveWeek(db, caller, input.userId, input.weekStart);
    return { result: 1, msg: WEEK_MESSAGES.approved.defaultMessage };
  });
  route(app, api.weekApproval.rejectWeek, async ({ caller, input }) => {
    await approval.rejectWeek(db, caller, input.userId, input.weekStart, input.reason);
    return { result: 1, msg: WEEK_MESSAGES.rejected.defaultMessage };
  });
  route(app, api.weekApproval.reopenWeek, async ({ caller, input }) => {
    await approval.reopenWeek(db, caller, input.userId, input.weekStart, input.reason);
    return { result: 1, msg: WEEK_MESSAGES.reopened.defaultMessage };
  });
  route(app, api.weekApproval.approveAllSubmitted, async ({ caller, input }) => {
    const approved = await approval.approveAllSubmitted(db, caller, input.weekStart);
    return { result: 1, msg: `${approved} week${approved === 1 ? '' : 's'} approved`, approved };
  });
}
