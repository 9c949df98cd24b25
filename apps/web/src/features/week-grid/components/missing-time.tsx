import { today } from '../../../lib/dates.ts';
import { useSettings } from '../../../lib/queries/get-settings.ts';
import { formatHours } from '../../../lib/week-hours.ts';
import { dayHeading } from '../../../lib/week.ts';
import { missingDays } from '../missing-time.ts';

/**
 * Marks the past working days of the shown week on which less than the tenant's expected hours
 * are logged. Says nothing while the settings load, or when no day is short.
 */
export function MissingTime({ days, logged }: { days: readonly string[]; logged: readonly number[] }) {
  const settings = useSettings();
  if (!settings.data) return null;
  const short = missingDays(days, logged, settings.data, today());
  if (short.length === 0) return null;
  return (
    <section
      aria-label="Missing time"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <p className="font-medium">
        {short.length === 1 ? '1 working day is' : `${short.length} working days are`} below{' '}
        {formatHours(settings.data.expectedHours)} h:
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {short.map((day) => (
          <li key={day.date}>
            {dayHeading(day.date)}: {formatHours(day.logged)} of {formatHours(day.expected)} h
          </li>
        ))}
      </ul>
    </section>
  );
}
