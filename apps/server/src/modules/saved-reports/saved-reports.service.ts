import crypto from 'node:crypto';
import {
  api,
  defaultReportState,
  readReportState,
  type ReportSchedule,
  type SaveReportBody,
  type SavedReport,
  type UpdateSavedReportBody,
} from '@portal/contract';
import type { z } from 'zod';
import type { Caller } from '../../context/caller.ts';
import type { Db } from '../../db/dialect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockKey } from '../../db/locks.ts';
import { refuse, refuseField } from '../../errors.ts';
import * as audit from '../audit/audit.service.ts';
import { mayChange, presentSavedReport } from './saved-reports.presenter.ts';
import * as repository from './saved-reports.repository.ts';

type SavedReportFields = Omit<z.output<typeof SaveReportBody>, 'tenantId'>;

/** Saving or renaming waits for the owner's other saves, as names are unique among their reports. */
const lockOwnerNames = (trx: Db, tenantId: string, ownerId: string) =>
  lockKey(trx, `saved-report-names:${tenantId}:${ownerId}`);

export async function listSavedReports(db: Db, caller: Caller): Promise<SavedReport[]> {
  return (await repository.listVisible(db, caller.tenantId, caller.userId)).map((row) =>
    presentSavedReport(row, caller),
  );
}

/**
 * Refuses a schedule that cannot be sent: the working-time report has no schedule (400), and each
 * recipient must be an active person of the tenant (404, as another tenant's people look missing).
 */
async function checkSchedule(trx: Db, tenantId: string, state: string, schedule: ReportSchedule | null) {
  if (!schedule) return;
  if (readReportState(new URLSearchParams(state), defaultReportState(['project'])).report !== 'hours') {
    throw refuseField('schedule', 'schedule-hours-only');
  }
  const active = await repository.activeUserIds(trx, tenantId, schedule.recipients);
  if (schedule.recipients.some((id) => !active.has(id))) throw refuse(404, 'recipient-not-found');
}

async function checkNameFree(trx: Db, tenantId: string, ownerId: string, name: string, exceptId?: string) {
  if (await repository.findNamed(trx, tenantId, ownerId, name, exceptId)) {
    throw refuse(409, 'saved-report-name-taken');
  }
}

/** A concurrent writer on PostgreSQL can still reach the unique index first: the same refusal. */
async function namedUniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(409, 'saved-report-name-taken');
    throw error;
  }
}

export async function saveReport(db: Db, caller: Caller, fields: SavedReportFields): Promise<string> {
  const id = crypto.randomUUID();
  await namedUniquely(() =>
    db.transaction().execute(async (trx) => {
      await lockOwnerNames(trx, caller.tenantId, caller.userId);
      await checkNameFree(trx, caller.tenantId, caller.userId, fields.name);
      await checkSchedule(trx, caller.tenantId, fields.state, fields.schedule);
      const at = new Date().toISOString();
      await repository.insertSavedReport(trx, {
        tenant_id: caller.tenantId,
        id,
        owner_id: caller.userId,
        name: fields.name,
        state: fields.state,
        shared: fields.shared ? 1 : 0,
        schedule: fields.schedule ? JSON.stringify(fields.schedule) : null,
        created_at: at,
        updated_at: at,
      });
      await audit.record(trx, caller, api.savedReports.saveReport, id);
    }),
  );
  return id;
}

/**
 * The saved report `id` for a change by `caller`: one they cannot see is missing (404); one they
 * see (shared) but neither own nor administer is refused (403).
 */
async function changeable(trx: Db, caller: Caller, id: string) {
  const report = await repository.findSavedReport(trx, caller.tenantId, id);
  if (!report || (report.owner_id !== caller.userId && Number(report.shared) !== 1)) {
    throw refuse(404, 'saved-report-not-found');
  }
  if (!mayChange(caller, report.owner_id)) throw refuse(403, 'saved-report-owner-only');
  return report;
}

export async function updateSavedReport(
  db: Db,
  caller: Caller,
  { savedReportId, ...fields }: Omit<z.output<typeof UpdateSavedReportBody>, 'tenantId'>,
): Promise<void> {
  await namedUniquely(() =>
    db.transaction().execute(async (trx) => {
      const found = await repository.findSavedReport(trx, caller.tenantId, savedReportId);
      // Names are unique per owner: wait for the owner's other saves before reading them.
      if (found) await lockOwnerNames(trx, caller.tenantId, found.owner_id);
      const report = await changeable(trx, caller, savedReportId);
      await checkNameFree(trx, caller.tenantId, report.owner_id, fields.name, savedReportId);
      await checkSchedule(trx, caller.tenantId, fields.state, fields.schedule);
      await repository.updateSavedReport(trx, caller.tenantId, savedReportId, {
        name: fields.name,
        state: fields.state,
        shared: fields.shared ? 1 : 0,
        schedule: fields.schedule ? JSON.stringify(fields.schedule) : null,
        updated_at: new Date().toISOString(),
      });
      await audit.record(trx, caller, api.savedReports.updateSavedReport, savedReportId);
    }),
  );
}

export async function deleteSavedReport(db: Db, caller: Caller, savedReportId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await changeable(trx, caller, savedReportId);
    await repository.deleteSavedReport(trx, caller.tenantId, savedReportId);
    await audit.record(trx, caller, api.savedReports.deleteSavedReport, savedReportId);
  });
}
