import { ABSENCE_TYPES } from '@portal/contract';
import { formatDay } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { absenceTypeName } from '../../../lib/absence-day.ts';
import {
  absenceMark,
  HALF_DAY_MARK,
  holidayMark,
  REQUESTED_MARK,
  type CalendarCell,
  type CellKind,
  type TeamCalendar,
} from '../team-calendar.ts';
import { card } from './absence-styles.ts';

/** Each kind's look; the letter in the cell says the same, so colour is never the only sign. */
const KIND_CLASSES: Record<CellKind, string> = {
  holiday: 'bg-amber-100 text-amber-900 dark:bg-amber-500/25 dark:text-amber-100',
  approved: 'bg-brand-600 text-white dark:bg-brand-500',
  // Hatched: stripes of the request colour over the cell's own.
  requested:
    'bg-[repeating-linear-gradient(135deg,var(--color-brand-100)_0,var(--color-brand-100)_4px,transparent_4px,transparent_8px)] text-brand-800 ring-1 ring-brand-300 ring-inset dark:bg-[repeating-linear-gradient(135deg,var(--color-brand-900)_0,var(--color-brand-900)_4px,transparent_4px,transparent_8px)] dark:text-brand-100',
  none: '',
};
const WEEKEND_CLASS = 'bg-gray-100 dark:bg-white/5';

const cellClass = (cell: Pick<CalendarCell, 'kind' | 'weekend'>) =>
  `h-9 min-w-9 border border-gray-100 px-1 text-center text-xs font-semibold dark:border-gray-800 ${
    cell.kind === 'none' ? (cell.weekend ? WEEKEND_CLASS : '') : KIND_CLASSES[cell.kind]
  }`;

/** The legend: each colour with its mark and what it means, and the letters of the types. */
function CalendarLegend() {
  const swatch = (kind: CellKind, weekend: boolean, mark: string) => (
    <span
      aria-hidden="true"
      className={`inline-flex size-7 items-center justify-center rounded ${cellClass({ kind, weekend })}`}
    >
      {mark}
    </span>
  );
  const vacation = absenceMark('vacation');
  const entries: [CellKind, boolean, string, string][] = [
    ['holiday', false, holidayMark(), t({ id: 'absences.legend.holiday', defaultMessage: 'Holiday' })],
    [
      'approved',
      false,
      vacation,
      t({ id: 'absences.legend.approved', defaultMessage: 'Approved absence (solid)' }),
    ],
    [
      'requested',
      false,
      `${vacation}${REQUESTED_MARK}`,
      t({
        id: 'absences.legend.requested',
        defaultMessage: 'Requested absence, not decided yet (hatched, with ?)',
      }),
    ],
    [
      'approved',
      false,
      `${vacation}${HALF_DAY_MARK}`,
      t({ id: 'absences.legend.half-day', defaultMessage: 'Half day' }),
    ],
    ['none', true, '', t({ id: 'absences.legend.weekend', defaultMessage: 'Weekend (shaded)' })],
  ];
  return (
    <div className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
      <h4 className="font-medium">{t({ id: 'absences.legend', defaultMessage: 'Legend' })}</h4>
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {entries.map(([kind, weekend, mark, label]) => (
          <li key={label} className="flex items-center gap-2">
            {swatch(kind, weekend, mark)}
            {label}
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {ABSENCE_TYPES.map((type) => (
          <li key={type}>
            <span className="font-semibold">{absenceMark(type)}</span> {absenceTypeName(type)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The team's month as people × days: each cell a holiday, an approved or a requested absence, in
 * distinct colours and with a letter that says the same; weekends shaded. A real table, so that
 * each cell is read with its person and day.
 */
export function TeamCalendarView({ calendar, label }: { calendar: TeamCalendar; label: string }) {
  return (
    <div className="space-y-4">
      <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${card} p-3`}>
        <table className="border-collapse text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky start-0 bg-white px-3 py-2 text-start font-medium text-gray-600 dark:bg-gray-900 dark:text-gray-400"
              >
                {t({ id: 'absences.column.person', defaultMessage: 'Person' })}
              </th>
              {calendar.days.map((day) => (
                <th
                  key={day.date}
                  scope="col"
                  title={formatDay(day.date, { weekday: 'long', month: 'long', day: 'numeric' })}
                  className={`min-w-9 px-1 py-2 text-center text-xs font-medium text-gray-600 dark:text-gray-400 ${
                    day.weekend ? WEEKEND_CLASS : ''
                  }`}
                >
                  <span className="block">{day.weekday}</span>
                  <span className="block text-sm text-gray-800 dark:text-white/90">{day.day}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calendar.rows.map((row) => (
              <tr key={row.person.id}>
                <th
                  scope="row"
                  className="sticky start-0 bg-white px-3 py-1 text-start font-medium whitespace-nowrap text-gray-800 dark:bg-gray-900 dark:text-white/90"
                >
                  {row.person.name}
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.date} title={cell.text || undefined} className={cellClass(cell)}>
                    <span aria-hidden="true">{cell.mark}</span>
                    {cell.text ? <span className="sr-only">{cell.text}</span> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CalendarLegend />
    </div>
  );
}
