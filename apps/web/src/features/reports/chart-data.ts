import {
  HOURS_PRECISION,
  addCalendarDays,
  defineMessages,
  weekStartOf,
  type ProjectColor,
  type ReportGrouping,
  type ReportRow,
} from '@portal/contract';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { fromIsoDate } from '../../lib/dates.ts';
import { formatDay } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/intl.ts';
import { periodDays, type Period } from './periods.ts';
import type { ReportGroup, ReportTable } from './report-table.ts';

/** The step of the hours-over-time chart. */
export type TimeStep = 'day' | 'week' | 'month';

export const isTimeStep = (by: ReportGrouping | undefined): by is TimeStep =>
  by === 'day' || by === 'week' || by === 'month';

/** Periods up to this many days are drawn day by day, and up to DAYS_BY_WEEK week by week. */
const DAYS_BY_DAY = 31;
const DAYS_BY_WEEK = 98;

/** The step that gives a period some 4 to 31 bars. */
export function timeStepOf(period: Period): TimeStep {
  const days = periodDays(period);
  if (days <= DAYS_BY_DAY) return 'day';
  return days <= DAYS_BY_WEEK ? 'week' : 'month';
}

export interface ChartBar {
  /** The report's key of the step: yyyy-MM-dd for days and weeks (their Sunday), yyyy-MM for months. */
  id: string;
  /** Short, under the bar: 'Nov 3', 'Nov 1' (the week's Sunday), 'Nov 2026'. */
  label: string;
  hours: number;
}

/** Every step's key in the period, in order: weeks by their Sunday, months as yyyy-MM. */
function stepsOf(period: Period, step: TimeStep): string[] {
  const keys: string[] = [];
  if (step === 'month') {
    const last = period.to.slice(0, 7);
    for (let month = fromIsoDate(`${period.from.slice(0, 7)}-01`); ; month = addMonths(month, 1)) {
      const key = format(month, 'yyyy-MM');
      keys.push(key);
      if (key >= last) return keys;
    }
  }
  const first = step === 'week' ? weekStartOf(period.from) : period.from;
  for (let day = first; day <= period.to; day = addCalendarDays(day, step === 'week' ? 7 : 1)) keys.push(day);
  return keys;
}

const stepLabel = (id: string, step: TimeStep) =>
  step === 'month'
    ? formatDay(`${id}-01`, { month: 'short', year: 'numeric' })
    : formatDay(id, { month: 'short', day: 'numeric' });

/**
 * One bar per step of the period, with the hours of the rows of a report grouped by that step;
 * steps without hours show as bars of 0, so that the time axis runs evenly.
 */
export function timeBars(rows: readonly ReportRow[], period: Period, step: TimeStep): ChartBar[] {
  const centihours = new Map<string, number>();
  for (const row of rows) {
    const key = row.keys[0];
    if (key) centihours.set(key.id, (centihours.get(key.id) ?? 0) + Math.round(row.hours * HOURS_PRECISION));
  }
  return stepsOf(period, step).map((id) => ({
    id,
    label: stepLabel(id, step),
    hours: (centihours.get(id) ?? 0) / HOURS_PRECISION,
  }));
}

const messages = defineMessages({
  other: {
    id: 'reports.chart.other',
    defaultMessage: 'Other',
    description: 'The slice of the share chart that adds up the smallest groups.',
  },
});

/** Most slices the share chart draws; the rest are added up as 'Other'. */
export const MAX_SHARE_SLICES = 8;

/** What the share chart divides: hours, or for readers of money the billable amount or the cost. */
export const SHARE_MEASURES = ['hours', 'billableAmount', 'cost'] as const;
export type ShareMeasure = (typeof SHARE_MEASURES)[number];

export interface ShareSlice {
  label: string;
  /** Hundredths of hours, or minor units of the currency: integers, so that slices add up exactly. */
  value: number;
  /** The project's colour, where the slices are projects that have one. */
  color?: ProjectColor;
}

const valueOf = (group: ReportGroup, measure: ShareMeasure) =>
  measure === 'hours' ? Math.round(group.hours * HOURS_PRECISION) : (group.money?.[measure] ?? 0);

/**
 * The first-level groups by `measure`, most first, the smallest beyond MAX_SHARE_SLICES added up
 * as one 'Other' slice: the slices add up to the table's total. `colorOf` gives a group its colour.
 */
export function shareSlices(
  table: ReportTable,
  measure: ShareMeasure = 'hours',
  colorOf: (group: ReportGroup) => ProjectColor | null | undefined = () => undefined,
  most = MAX_SHARE_SLICES,
): ShareSlice[] {
  const groups = table.groups
    .map((group): ShareSlice => {
      const color = colorOf(group);
      return { label: group.key.label, value: valueOf(group, measure), ...(color ? { color } : {}) };
    })
    .filter((slice) => slice.value > 0)
    .sort((a, b) => b.value - a.value);
  if (groups.length <= most) return groups;
  const kept = groups.slice(0, most - 1);
  const rest = groups.slice(most - 1).reduce((sum, group) => sum + group.value, 0);
  return [...kept, { label: t(messages.other), value: rest }];
}
