import type { FastifyBaseLogger } from 'fastify';
import {
  defaultReportState,
  localeOf,
  readReportState,
  REVIEWER_ROLES,
  type ReportSchedule,
  type ReportSummaryAnswer,
  type Role,
} from '@portal/contract';
import type { Caller } from '../../context/caller.ts';
import type { MailContext } from '../../context/effects.ts';
import type { Db } from '../../db/dialect.ts';
import { runAsSystem, runAsTenant } from '../../db/tenant-context.ts';
import { AppError } from '../../errors.ts';
import { queueEmails, type EmailAttachment } from '../notifications/notifications.service.ts';
import { summarize } from '../reports/reports.service.ts';
import { settingsOf } from '../settings/settings.service.ts';
import type { EmailContent } from '../notifications/notifications.email.ts';
import { renderReportEmail, reportExportTable, reportFile } from './saved-reports.email.ts';
import { readSchedule } from './saved-reports.presenter.ts';
import * as repository from './saved-reports.repository.ts';
import { dueReportPeriod, type SchedulePeriod } from './saved-reports.schedule.ts';

/** What a tick did for one scheduled report. */
export interface SavedReportRun {
  tenantId: string;
  savedReportId: string;
  periodKey: string;
  /** Emails queued: one per active recipient the report holds anything for, none when it could not be made. */
  emailed: number;
}

type Scheduled = Awaited<ReturnType<typeof repository.listScheduled>>[number];
type Recipient = Awaited<ReturnType<typeof repository.activeRecipients>>[number];

/** Groupings a saved state without any takes, as the Reports screen opens for a Manager. */
const DEFAULT_STATE = defaultReportState(['project', 'user']);

/**
 * The report `recipient` gets: computed as they would see it in the portal, so that money follows
 * their role (Admins always, Managers where the tenant allows it, Users never) and a User gets
 * their own hours only. Null when the saved filters leave a User out.
 */
async function reportFor(
  trx: Db,
  tenantId: string,
  recipient: Recipient,
  body: Parameters<typeof summarize>[2],
): Promise<ReportSummaryAnswer | null> {
  const caller: Caller = {
    tenantId,
    userId: recipient.id,
    role: recipient.role,
    email: recipient.email,
    subscriptionEndsOn: '',
  };
  if (recipient.role !== 'User') return summarize(trx, caller, body);
  const named = body.filters?.userIds;
  if (named && !named.includes(recipient.id)) return null;
  return summarize(trx, caller, { ...body, filters: { ...body.filters, userIds: [recipient.id] } });
}

/** Queues the emails of one scheduled report's period, in the transaction that claimed it. */
async function queueReport(
  trx: Db,
  report: Scheduled,
  schedule: ReportSchedule,
  period: SchedulePeriod,
  mail: MailContext,
  now: Date,
  log: FastifyBaseLogger,
): Promise<number> {
  const tenantId = report.tenant_id;
  // A report whose owner left or no longer reviews is not sent on their behalf.
  const [owner] = await repository.activeRecipients(trx, tenantId, [report.owner_id]);
  if (!owner || !(REVIEWER_ROLES as readonly Role[]).includes(owner.role)) return 0;
  const recipients = await repository.activeRecipients(trx, tenantId, schedule.recipients);
  if (recipients.length === 0) return 0;
  const state = readReportState(new URLSearchParams(report.state), DEFAULT_STATE);
  const list = <T>(ids: T[]) => (ids.length > 0 ? ids : undefined);
  const body = {
    from: period.from,
    to: period.to,
    groupBy: state.groupBy,
    filters: {
      userIds: list(state.userIds),
      projectIds: list(state.projectIds),
      taskIds: list(state.taskIds),
      clientIds: list(state.clientIds),
      weekStatuses: list(state.weekStatuses),
      ...(state.billable === 'all' ? {} : { billable: state.billable === 'billable' }),
    },
  };
  const { language } = await settingsOf(trx, tenantId);
  const emails: { to: string; content: EmailContent; attachments: EmailAttachment[] }[] = [];
  for (const recipient of recipients) {
    let answer: ReportSummaryAnswer | null;
    try {
      answer = await reportFor(trx, tenantId, recipient, body);
    } catch (error) {
      // A filter naming what is gone: the period stays claimed, as every later tick would fail alike.
      if (!(error instanceof AppError)) throw error;
      log.warn(
        { tenantId, savedReportId: report.id, reason: error.message },
        'A scheduled report could not be made',
      );
      return 0;
    }
    // A User the saved filters leave out has nothing of their own in it.
    if (!answer) continue;
    const locale = localeOf(recipient.language, language);
    const table = reportExportTable(answer, state.groupBy, period, locale);
    const file = await reportFile(table, schedule.format, period, locale);
    const content = renderReportEmail(report.name, report.state, period, mail.publicUrl, locale);
    emails.push({ to: recipient.email, content, attachments: [file] });
  }
  await queueEmails(trx, tenantId, emails, now.toISOString());
  return emails.length;
}

/**
 * The scheduler's tick for saved reports: each scheduled report due at `now` (its weekday or day
 * of the month and hour in its tenant's time zone, see dueReportPeriod) is computed for its period
 * and queued for each recipient with its file attached, once per report and period however many
 * instances tick: the transaction first claims the period's row in saved_report_runs, and only the
 * instance that inserts it goes on. Without email configured there is nothing to send. Answers the
 * runs this call made; the caller wakes the mailer.
 */
export async function tickSavedReports(
  db: Db,
  now: Date,
  { mail, log }: { mail: MailContext | undefined; log: FastifyBaseLogger },
): Promise<SavedReportRun[]> {
  if (!mail) return [];
  const runs: SavedReportRun[] = [];
  const scheduled = await runAsSystem(() => repository.listScheduled(db));
  const zones = new Map<string, string>();
  for (const report of scheduled) {
    const tenantId = report.tenant_id;
    try {
      const schedule = readSchedule(report.schedule);
      if (!schedule) continue;
      let timeZone = zones.get(tenantId);
      if (timeZone === undefined) {
        timeZone = (await runAsTenant(tenantId, () => settingsOf(db, tenantId))).timeZone;
        zones.set(tenantId, timeZone);
      }
      const period = dueReportPeriod(schedule, timeZone, now);
      if (!period) continue;
      const emailed = await runAsTenant(tenantId, () =>
        db.transaction().execute(async (trx) => {
          // The claim comes first: on SQLite a transaction that has read may not write after
          // another instance's write, so the claim must be its first statement.
          if (!(await repository.claimRun(trx, tenantId, report.id, period.key, now.toISOString()))) {
            return undefined;
          }
          return queueReport(trx, report, schedule, period, mail, now, log);
        }),
      );
      if (emailed === undefined) continue;
      runs.push({ tenantId, savedReportId: report.id, periodKey: period.key, emailed });
    } catch (error) {
      log.error({ err: error, tenantId, savedReportId: report.id }, 'A scheduled report failed');
    }
  }
  return runs;
}
