import { monthLabel } from '@portal/contract';
import { formatBalance } from '../account-format.ts';
import type { MonthView } from '../account-view.ts';
import { balanceTone, card } from './account-styles.ts';

/**
 * The running balance before the shown month and at its end, in hours, and up to today when the
 * year holds it: a month's closing balance also counts its days still to come.
 */
export function MonthBalances({
  month,
  view,
  today,
}: {
  month: string;
  view: MonthView;
  today: { date: string; balance: number } | null;
}) {
  const label = monthLabel(month);
  const figures: [string, number][] = [
    [`Opening balance (start of ${label})`, view.openingBalance],
    [`Closing balance (end of ${label})`, view.closingBalance],
    ...(today ? [[`Balance up to today (${today.date})`, today.balance] as [string, number]] : []),
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {figures.map(([term, hours]) => (
        <div key={term} className={`${card} px-5 py-4`}>
          <dt className="text-sm text-gray-600 dark:text-gray-400">{term}</dt>
          <dd
            className={`mt-1 text-2xl font-semibold tabular-nums ${
              balanceTone(hours) || 'text-gray-800 dark:text-white/90'
            }`}
          >
            {formatBalance(hours)} h
          </dd>
        </div>
      ))}
    </dl>
  );
}
