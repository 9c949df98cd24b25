import type { Absence, Role } from '@portal/contract';
import { formatNumber } from '../../lib/i18n/format.ts';

/** Who is looking at the absences. */
export interface Viewer {
  userId: string;
  role: Role;
}

/** Whether `viewer` decides for someone of `role`: Admins for anyone, Managers for role User. */
export const decidesFor = (viewer: Viewer, role: Role | undefined): boolean =>
  viewer.role === 'Admin' || (viewer.role === 'Manager' && role === 'User');

/**
 * Whether `viewer` may cancel `absence` (whose person has `role`): their own while it is
 * requested; someone else's approved one when they decide for that person.
 */
export function mayCancel(viewer: Viewer, absence: Pick<Absence, 'userId' | 'status'>, role?: Role): boolean {
  if (absence.userId === viewer.userId) return absence.status === 'requested';
  return absence.status === 'approved' && decidesFor(viewer, role);
}

/** An absence's days as a list says them: '2026-03-02 – 2026-03-06', or one day. */
export const absencePeriod = (absence: Pick<Absence, 'from' | 'to'>): string =>
  absence.from === absence.to ? absence.from : `${absence.from} – ${absence.to}`;

/** Days as a list shows them: '5', '0.5' ('0,5' in German). */
export const formatAbsenceDays = (days: number): string =>
  formatNumber(Math.round(days * 100) / 100, { maximumFractionDigits: 2, useGrouping: false });
