import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../db/dialect.ts';
import { recordChange, type AuditRecord } from './audit.service.ts';

/** The audit record a change request still owes, written by whoever commits the change first. */
export interface PendingAudit {
  /** The record; `createdId` names what the change created, when it did. */
  record: (createdId: string | undefined) => AuditRecord;
  written: boolean;
}

const pending = new AsyncLocalStorage<PendingAudit>();

/** Runs the rest of a change request with its audit record pending. */
export function withPendingAudit(audit: PendingAudit, next: () => void): void {
  pending.run(audit, next);
}

/**
 * Runs a change in one transaction and writes the request's audit record in that same
 * transaction: the change and its record are kept or lost together, and one commit (one fsync on
 * SQLite) serves both. `work` returns the id of what it created, if anything.
 */
export function changeInTransaction<T extends string | void>(
  db: Db,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await work(trx);
    const audit = pending.getStore();
    if (audit && !audit.written) {
      await recordChange(trx, audit.record(typeof result === 'string' ? result : undefined));
      audit.written = true;
    }
    return result;
  });
}
