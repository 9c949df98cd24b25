import { defineMessages, type WorkingTimeDay } from '@portal/contract';
import { today } from '../../../lib/dates.ts';
import { formatHours } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { dayHeading } from '../../../lib/week.ts';
import { hoursToLog, missingDays } from '../missing-time.ts';

const messages = defineMessages({
  label: { id: 'week-grid.missing.label', defaultMessage: 'Missing time' },
  belowHours: {
    id: 'week-grid.missing.below-hours',
    defaultMessage: '{count, plural, one {# working day is} other {# working days are}} below {hours} h:',
  },
  belowExpected: {
    id: 'week-grid.missing.below-expected',
    defaultMessage:
      '{count, plural, one {# working day is} other {# working days are}} below their expected hours:',
  },
  day: {
    id: 'week-grid.missing.day',
    defaultMessage: '{day}: {logged} of {expected} h',
    description: 'One day short of time: its heading (weekday and day of the month), then hours.',
  },
});

/**
 * Marks the past days of the shown week on which fewer hours are logged than the person's
 * working-time account expects: its contract's hours, none on a holiday or a day of absence, their
 * share on a half day. Says nothing until the account is read, or when no day is short.
 */
export function MissingTime({
  days,
  logged,
  account,
}: {
  days: readonly string[];
  logged: readonly number[];
  /** The week's days of the account; undefined while it loads. */
  account: readonly WorkingTimeDay[] | undefined;
}) {
  if (!account) return null;
  const byDate = new Map(account.map((day) => [day.date, day]));
  const expected = days.map((date) => {
    const day = byDate.get(date);
    return day ? hoursToLog(day) : 0;
  });
  const short = missingDays(days, logged, expected, today());
  if (short.length === 0) return null;
  const [first] = short;
  const sameExpected = short.every((day) => day.expected === first!.expected);
  return (
    <section
      aria-label={t(messages.label)}
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <p className="font-medium">
        {sameExpected
          ? t(messages.belowHours, { count: short.length, hours: formatHours(first!.expected) })
          : t(messages.belowExpected, { count: short.length })}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {short.map((day) => (
          <li key={day.date}>
            {t(messages.day, {
              day: dayHeading(day.date),
              logged: formatHours(day.logged),
              expected: formatHours(day.expected),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
