import { fromIsoDate, today } from '../../../lib/dates.ts';
import { formatDay } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { dayAbsenceText, formatAccountHours, formatBalance } from '../account-format.ts';
import type { MonthView } from '../account-view.ts';
import { balanceTone, card, cell, headCell, numberCell, rowLine, totalsLine } from './account-styles.ts';

const isWeekend = (date: string) => [0, 6].includes(fromIsoDate(date).getDay());

/** What a day's Absence column says: its absences and holiday, or why the day counts for nothing. */
function absenceColumn(day: MonthView['days'][number]): string {
  const text = dayAbsenceText(day);
  if (text || !day.beforeStart) return text;
  return t({ id: 'working-time.day.before-start', defaultMessage: 'Before the account started' });
}

/** The shown month as a table of days, with the month's totals underneath. */
export function MonthDaysTable({ label, view }: { label: string; view: MonthView }) {
  const now = today();
  const headings = [
    t({ id: 'working-time.column.expected', defaultMessage: 'Expected' }),
    t({ id: 'working-time.column.worked', defaultMessage: 'Worked' }),
    t({ id: 'working-time.column.credited', defaultMessage: 'Credited' }),
  ];
  return (
    // Focusable so that keyboard users can scroll a table wider than a phone.
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${card}`}>
      <table className="w-full min-w-[720px] text-start">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              {t({ id: 'working-time.column.date', defaultMessage: 'Date' })}
            </th>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${headCell} text-end`}>
                {heading}
              </th>
            ))}
            <th scope="col" className={headCell}>
              {t({ id: 'working-time.column.absence', defaultMessage: 'Absence' })}
            </th>
            <th scope="col" className={`${headCell} text-end`}>
              {t({ id: 'working-time.column.balance', defaultMessage: 'Balance' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {view.days.map((day) => (
            <tr
              key={day.date}
              aria-current={day.date === now ? 'date' : undefined}
              className={`${rowLine} ${
                day.date === now
                  ? 'bg-brand-50 dark:bg-brand-500/10'
                  : isWeekend(day.date)
                    ? 'bg-gray-50 dark:bg-white/2'
                    : ''
              } ${day.beforeStart ? 'text-gray-600 dark:text-gray-400' : ''}`}
            >
              <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                {formatDay(day.date, { weekday: 'short', month: 'short', day: 'numeric' })}
              </th>
              <td className={numberCell}>{formatAccountHours(day.expected)}</td>
              <td className={numberCell}>{formatAccountHours(day.worked)}</td>
              <td className={numberCell}>{formatAccountHours(day.credited)}</td>
              <td className={`${cell} break-words text-gray-700 dark:text-gray-300`}>{absenceColumn(day)}</td>
              <td className={`${numberCell} ${balanceTone(day.balance)}`}>{formatBalance(day.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={totalsLine}>
            <th scope="row" className={cell}>
              {t({ id: 'working-time.total', defaultMessage: 'Total' })}
            </th>
            <td className={numberCell}>{formatAccountHours(view.totals.expected)}</td>
            <td className={numberCell}>{formatAccountHours(view.totals.worked)}</td>
            <td className={numberCell}>{formatAccountHours(view.totals.credited)}</td>
            <td className={cell} />
            <td className={`${numberCell} ${balanceTone(view.totals.balance)}`}>
              {formatBalance(view.totals.balance)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
