import { monthLabel } from '@portal/contract';
import { t } from '../../../lib/i18n/intl.ts';
import { formattingLocale } from '../../../lib/i18n/locale.ts';
import { useLocale } from '../../../lib/i18n/provider.tsx';
import { formatAccountHours, formatBalance } from '../account-format.ts';
import type { Account } from '../account-view.ts';
import { balanceTone, card, cell, headCell, numberCell, rowLine, totalsLine } from './account-styles.ts';

/** The year as a table of months, each with the running balance at its end and whether it is closed. */
export function YearMonthsTable({
  label,
  account,
  shownMonth,
}: {
  label: string;
  account: Account;
  /** The month the days table shows, marked in the list. */
  shownMonth: string;
}) {
  const locale = formattingLocale(useLocale());
  const hoursHeadings = [
    t({ id: 'working-time.column.expected', defaultMessage: 'Expected' }),
    t({ id: 'working-time.column.worked', defaultMessage: 'Worked' }),
    t({ id: 'working-time.column.credited', defaultMessage: 'Credited' }),
    t({ id: 'working-time.column.balance', defaultMessage: 'Balance' }),
    t({ id: 'working-time.column.balance-at-month-end', defaultMessage: 'Balance at month end' }),
  ];
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${card}`}>
      <table className="w-full min-w-[760px] text-start">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              {t({ id: 'working-time.column.month', defaultMessage: 'Month' })}
            </th>
            {hoursHeadings.map((heading) => (
              <th key={heading} scope="col" className={`${headCell} text-end`}>
                {heading}
              </th>
            ))}
            <th scope="col" className={headCell}>
              {t({ id: 'working-time.column.status', defaultMessage: 'Status' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {account.months.map((row) => (
            <tr
              key={row.month}
              aria-current={row.month === shownMonth ? 'true' : undefined}
              className={`${rowLine} ${row.month === shownMonth ? 'bg-brand-50 dark:bg-brand-500/10' : ''}`}
            >
              <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                {monthLabel(row.month, locale)}
              </th>
              <td className={numberCell}>{formatAccountHours(row.expected)}</td>
              <td className={numberCell}>{formatAccountHours(row.worked)}</td>
              <td className={numberCell}>{formatAccountHours(row.credited)}</td>
              <td className={`${numberCell} ${balanceTone(row.balance)}`}>{formatBalance(row.balance)}</td>
              <td className={`${numberCell} ${balanceTone(row.closingBalance)}`}>
                {formatBalance(row.closingBalance)}
              </td>
              <td className={cell}>{row.closed ? <ClosedMark /> : null}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={totalsLine}>
            <th scope="row" className={cell}>
              {t({ id: 'working-time.year', defaultMessage: 'Year' })}
            </th>
            <td className={numberCell}>{formatAccountHours(account.totals.expected)}</td>
            <td className={numberCell}>{formatAccountHours(account.totals.worked)}</td>
            <td className={numberCell}>{formatAccountHours(account.totals.credited)}</td>
            <td className={`${numberCell} ${balanceTone(account.totals.balance)}`}>
              {formatBalance(account.totals.balance)}
            </td>
            <td className={`${numberCell} ${balanceTone(account.closingBalance)}`}>
              {formatBalance(account.closingBalance)}
            </td>
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A closed month's mark: a lock-grey label that says it. */
export function ClosedMark() {
  return (
    <span className="inline-flex items-center rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700 dark:bg-white/5 dark:text-gray-300">
      {t({ id: 'working-time.closed', defaultMessage: 'Closed' })}
    </span>
  );
}
