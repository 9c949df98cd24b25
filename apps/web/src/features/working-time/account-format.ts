import { defineMessages, HOURS_PRECISION, type AbsenceStatus, type WorkingTimeDay } from '@portal/contract';
import { formatNumber } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/intl.ts';
import { absenceTypeName } from '../../lib/absence-day.ts';

const rounded = (value: number) => Math.round(value * HOURS_PRECISION) / HOURS_PRECISION;

/** Hours of the account with two decimals: '8.00', '7.50' ('7,50' in German). */
export const formatAccountHours = (hours: number): string =>
  formatNumber(rounded(hours), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * A balance with its sign written out, so that it does not rest on colour: '+1.50', '-2.00',
 * '0.00'.
 */
export function formatBalance(hours: number): string {
  const value = rounded(hours);
  if (value === 0) return formatAccountHours(0);
  return formatNumber(value, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
    signDisplay: 'always',
  });
}

/** Vacation days with at most two decimals and no trailing zeros: '25', '2.5', '12.33'. */
export const formatDays = (days: number): string =>
  formatNumber(rounded(days), { maximumFractionDigits: 2, useGrouping: false });

const messages = defineMessages({
  halfDay: { id: 'working-time.day.half-day', defaultMessage: '{name} (half day)' },
});

/** How an absence that is not approved yet (or no longer) is marked, after its name. */
const UNDECIDED = defineMessages({
  requested: { id: 'working-time.day.requested', defaultMessage: '{absence} (requested)' },
  rejected: { id: 'working-time.day.rejected', defaultMessage: '{absence} (rejected)' },
  cancelled: { id: 'working-time.day.cancelled', defaultMessage: '{absence} (cancelled)' },
});

const halfDay = (name: string, isHalf: boolean) => (isHalf ? t(messages.halfDay, { name }) : name);

const withStatus = (absence: string, status: AbsenceStatus) =>
  status === 'approved' ? absence : t(UNDECIDED[status], { absence });

/** What a day's absence column says: each absence's type, its half and whether it waits, then the holiday. */
export function dayAbsenceText(day: Pick<WorkingTimeDay, 'absences' | 'holiday'>): string {
  const parts = day.absences.map((absence) =>
    withStatus(halfDay(absenceTypeName(absence.type), absence.halfDay), absence.status),
  );
  if (day.holiday) parts.push(halfDay(day.holiday.name, day.holiday.halfDay));
  return parts.join(', ');
}
