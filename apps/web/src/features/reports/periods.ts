import {
  MAX_REPORT_PERIOD_DAYS,
  addCalendarDays,
  calendarDaysBetween,
  defineMessages,
  weekStartOf,
  type PeriodPreset,
} from '@portal/contract';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfYear } from 'date-fns/endOfYear';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfYear } from 'date-fns/startOfYear';
import { subMonths } from 'date-fns/subMonths';
import { fromIsoDate, toIsoDate } from '../../lib/dates.ts';
// The limit of a period counts days with an ICU plural, which the full formatter reads.
import '../../lib/i18n/icu-formatter.ts';
import { t } from '../../lib/i18n/intl.ts';
import { REPORT_MESSAGES } from './messages.ts';

const PERIOD_NAMES = defineMessages({
  'this-week': { id: 'reports.period.this-week', defaultMessage: 'This week' },
  'last-week': { id: 'reports.period.last-week', defaultMessage: 'Last week' },
  'this-month': { id: 'reports.period.this-month', defaultMessage: 'This month' },
  'last-month': { id: 'reports.period.last-month', defaultMessage: 'Last month' },
  'this-year': { id: 'reports.period.this-year', defaultMessage: 'This year' },
  custom: { id: 'reports.period.custom', defaultMessage: 'Custom range' },
});

const messages = defineMessages({
  endBeforeStart: {
    id: 'reports.period.end-before-start',
    defaultMessage: 'The end must not be before the start.',
  },
  tooLong: {
    id: 'reports.period.too-long',
    defaultMessage: 'A report covers at most {days, plural, one {# day} other {# days}}.',
  },
});

/** How a period is named on its choice: 'This week'. */
export const periodName = (preset: PeriodPreset | 'custom'): string => t(PERIOD_NAMES[preset]);

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

/** A period as a report's heading names it: its one day, or '2026-11-01 to 2026-11-30'. */
export const rangeLabel = (period: Period): string =>
  period.from === period.to ? period.from : t(REPORT_MESSAGES.range, { from: period.from, to: period.to });

/** Days in a period, both ends counted. */
export const periodDays = ({ from, to }: Period): number => calendarDaysBetween(from, to) + 1;

/** Why a chosen range cannot be reported on, or null when it can; a report covers `maxDays` at most. */
export function periodProblem(period: Period, maxDays: number = MAX_REPORT_PERIOD_DAYS): string | null {
  if (period.to < period.from) return t(messages.endBeforeStart);
  if (periodDays(period) > maxDays) return t(messages.tooLong, { days: maxDays });
  return null;
}
