import type { VacationAccount } from '@portal/contract';
import { useId } from 'react';
import { formatDays } from '../account-format.ts';
import { card, sectionHeading } from './account-styles.ts';

/** The year's vacation account in days: allowance, carried over, expired, taken, planned and what is left. */
export function VacationAccountPanel({ vacation }: { vacation: VacationAccount }) {
  const headingId = useId();
  const figures: [string, string][] = [
    ['Allowance', formatDays(vacation.allowance)],
    [
      'Carried over',
      `${formatDays(vacation.carriedOver)}${
        vacation.carriedOverExpires && vacation.carriedOver > 0
          ? ` (until ${vacation.carriedOverExpires})`
          : ''
      }`,
    ],
    ['Expired', formatDays(vacation.expired)],
    ['Taken', formatDays(vacation.taken)],
    ['Planned', formatDays(vacation.planned)],
    ['Remaining', formatDays(vacation.remaining)],
  ];
  return (
    <section aria-labelledby={headingId} className={`${card} p-5`}>
      <h2 id={headingId} className={`${sectionHeading} mb-3`}>
        Vacation {vacation.year}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-gray-600 dark:text-gray-400">{term}</dt>
            <dd
              className={`mt-1 text-lg font-semibold tabular-nums ${
                term === 'Remaining' && vacation.remaining < 0
                  ? 'text-error-700 dark:text-error-400'
                  : 'text-gray-800 dark:text-white/90'
              }`}
            >
              {value} <span className="text-sm font-normal text-gray-600 dark:text-gray-400">days</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
