import { monthLabel } from '@portal/contract';
import { t } from '../../../lib/i18n/intl.ts';
import { formattingLocale } from '../../../lib/i18n/locale.ts';
import { useLocale } from '../../../lib/i18n/provider.tsx';
import { formatBalance } from '../account-format.ts';
import type { MonthView } from '../account-view.ts';
import { hoursText } from '../messages.ts';
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
  const label = monthLabel(month, formattingLocale(useLocale()));
  const figures: [string, number][] = [
    [
      t(
        { id: 'working-time.balance.opening', defaultMessage: 'Opening balance (start of {month})' },
        { month: label },
      ),
      view.openingBalance,
    ],
    [
      t(
        { id: 'working-time.balance.closing', defaultMessage: 'Closing balance (end of {month})' },
        { month: label },
      ),
      view.closingBalance,
    ],
    ...(today
      ? [
          [
            t(
              { id: 'working-time.balance.today', defaultMessage: 'Balance up to today ({date})' },
              { date: today.date },
            ),
            today.balance,
          ] as [string, number],
        ]
      : []),
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
            {hoursText(formatBalance(hours))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
