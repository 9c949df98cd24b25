import type { VacationAccount } from '@portal/contract';
import { useId } from 'react';
import { t } from '../../../lib/i18n/intl.ts';
import { formatDays } from '../account-format.ts';
import { card, sectionHeading } from './account-styles.ts';

/** The year's vacation account in days: allowance, carried over, expired, taken, planned and what is left. */
export function VacationAccountPanel({ vacation }: { vacation: VacationAccount }) {
  const headingId = useId();
  const carriedOver = formatDays(vacation.carriedOver);
  const figures: { term: string; value: string; days: number; short?: boolean }[] = [
    {
      term: t({ id: 'working-time.vacation.allowance', defaultMessage: 'Allowance' }),
      value: formatDays(vacation.allowance),
      days: vacation.allowance,
    },
    {
      term: t({ id: 'working-time.vacation.carried-over', defaultMessage: 'Carried over' }),
      value:
        vacation.carriedOverExpires && vacation.carriedOver > 0
          ? t(
              { id: 'working-time.vacation.carried-over.until', defaultMessage: '{days} (until {date})' },
              { days: carriedOver, date: vacation.carriedOverExpires },
            )
          : carriedOver,
      days: vacation.carriedOver,
    },
    {
      term: t({ id: 'working-time.vacation.expired', defaultMessage: 'Expired' }),
      value: formatDays(vacation.expired),
      days: vacation.expired,
    },
    {
      term: t({ id: 'working-time.vacation.taken', defaultMessage: 'Taken' }),
      value: formatDays(vacation.taken),
      days: vacation.taken,
    },
    {
      term: t({ id: 'working-time.vacation.planned', defaultMessage: 'Planned' }),
      value: formatDays(vacation.planned),
      days: vacation.planned,
    },
    {
      term: t({ id: 'working-time.vacation.remaining', defaultMessage: 'Remaining' }),
      value: formatDays(vacation.remaining),
      days: vacation.remaining,
      short: vacation.remaining < 0,
    },
  ];
  return (
    <section aria-labelledby={headingId} className={`${card} p-5`}>
      <h2 id={headingId} className={`${sectionHeading} mb-3`}>
        {t(
          { id: 'working-time.vacation.title', defaultMessage: 'Vacation {year}' },
          { year: String(vacation.year) },
        )}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(({ term, value, days, short }) => (
          <div key={term}>
            <dt className="text-sm text-gray-600 dark:text-gray-400">{term}</dt>
            <dd
              className={`mt-1 text-lg font-semibold tabular-nums ${
                short ? 'text-error-700 dark:text-error-400' : 'text-gray-800 dark:text-white/90'
              }`}
            >
              {value}{' '}
              <span className="text-sm font-normal text-gray-600 dark:text-gray-400">
                {t(
                  {
                    id: 'working-time.vacation.days-unit',
                    defaultMessage: '{days, plural, other {days}}',
                    description: 'The unit after a number of vacation days, which it follows',
                  },
                  { days },
                )}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
