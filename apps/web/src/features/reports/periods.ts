import { MAX_REPORT_PERIOD_DAYS, addCalendarDays, calendarDaysBetween, weekStartOf } from '@portal/contract';
import { endOfMonth, endOfYear, startOfMonth, startOfYear, subMonths } from 'date-fns';
import { fromIsoDate, toIsoDate } from '../../lib/dates.ts';

/** The periods a report offers by name, each counted from today. */
export const PERIOD_PRESETS = ['this-week', 'last-week', 'this-month', 'last-month', 'this-year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_LABELS: Record<PeriodPreset | 'custom', string> = {
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
  custom: 'Custom range',
};

/** A period of days, both ends included, as yyyy-MM-dd. */
export interface Period {
  from: string;
  to: string;
}

const monthOf = (day: Date): Period => ({
  from: toIsoDate(startOfMonth(day)),
  to: toIsoDate(endOfMonth(day)),
});

/** The days `preset` names on `today`: whole weeks (Sunday to Saturday), months and years. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const sunday = weekStartOf(today);
  switch (preset) {
    case 'this-week':
      return { from: sunday, to: addCalendarDays(sunday, 6) };
    case 'last-week':
      return { from: addCalendarDays(sunday, -7), to: addCalendarDays(sunday, -1) };
    case 'this-month':
      return monthOf(fromIsoDate(today));
    case 'last-month':
      return monthOf(subMonths(fromIsoDate(today), 1));
    case 'this-year':
      return {
        from: toIsoDate(startOfYear(fromIsoDate(today))),
        to: toIsoDate(endOfYear(fromIsoDate(today))),
      };
  }
}

/** Days in a period, both ends counted. */
export const periodDays = ({ from, to }: Period): number => calendarDaysBetween(from, to) + 1;

/** Why a chosen range cannot be reported on, or null when it can; a report covers `maxDays` at most. */
export function periodProblem(period: Period, maxDays: number = MAX_REPORT_PERIOD_DAYS): string | null {
  if (period.to < period.from) return 'The end must not be before the start.';
  if (periodDays(period) > maxDays) return `A report covers at most ${maxDays} days.`;
  return null;
}
