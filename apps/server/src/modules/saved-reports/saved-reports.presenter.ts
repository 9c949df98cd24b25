import { ReportScheduleSchema, type ReportSchedule, type SavedReport } from '@portal/contract';
import type { Caller } from '../../context/caller.ts';

/** A stored schedule, as it was validated when saved. */
export const readSchedule = (stored: string | null): ReportSchedule | null =>
  stored === null ? null : ReportScheduleSchema.parse(JSON.parse(stored));

/** Whether `caller` may change and delete a saved report of `ownerId`: its owner, or an Admin. */
export const mayChange = (caller: Caller, ownerId: string): boolean =>
  caller.userId === ownerId || caller.role === 'Admin';

export const presentSavedReport = (
  row: {
    id: string;
    owner_id: string;
    name: string;
    state: string;
    shared: number | string;
    schedule: string | null;
    created_at: string;
    owner_name: string | null;
  },
  caller: Caller,
): SavedReport => ({
  id: row.id,
  name: row.name,
  state: row.state,
  shared: Number(row.shared) === 1,
  schedule: readSchedule(row.schedule),
  ownerId: row.owner_id,
  ownerName: row.owner_name ?? '',
  canChange: mayChange(caller, row.owner_id),
  createdAt: row.created_at,
});
