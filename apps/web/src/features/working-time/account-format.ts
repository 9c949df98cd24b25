import {
  ABSENCE_STATUS_LABELS,
  ABSENCE_TYPE_LABELS,
  HOURS_PRECISION,
  type WorkingTimeDay,
} from '@portal/contract';

const rounded = (value: number) => Math.round(value * HOURS_PRECISION) / HOURS_PRECISION;

/** Hours of the account with two decimals: '8.00', '7.50'. */
export const formatAccountHours = (hours: number): string => rounded(hours).toFixed(2);

/**
 * A balance with its sign written out, so that it does not rest on colour: '+1.50', '-2.00',
 * '0.00'.
 */
export function formatBalance(hours: number): string {
  const value = rounded(hours);
  if (value === 0) return '0.00';
  return value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2);
}

/** Vacation days with at most two decimals and no trailing zeros: '25', '2.5', '12.33'. */
export const formatDays = (days: number): string => String(rounded(days));

/** What a day's absence column says: each absence's type, its half and whether it waits, then the holiday. */
export function dayAbsenceText(day: Pick<WorkingTimeDay, 'absences' | 'holiday'>): string {
  const parts = day.absences.map(
    (absence) =>
      `${ABSENCE_TYPE_LABELS[absence.type]}${absence.halfDay ? ' (half day)' : ''}${
        absence.status === 'approved' ? '' : ` (${ABSENCE_STATUS_LABELS[absence.status].toLowerCase()})`
      }`,
  );
  if (day.holiday) parts.push(`${day.holiday.name}${day.holiday.halfDay ? ' (half day)' : ''}`);
  return parts.join(', ');
}
