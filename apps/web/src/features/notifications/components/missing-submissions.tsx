import { defineMessages, type MessageDescriptor, type WeekStatus } from '@portal/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { today } from '../../../lib/dates.ts';
import { formatHours } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useEmployees } from '../../../lib/queries/get-employees.ts';
import { useRemind, type Reminder } from '../api/remind.ts';
import { remindOutcome, shownCount } from '../messages.ts';
import { notSubmitted, type ReviewedWeek } from '../not-submitted.ts';

const remindButton =
  'rounded-lg bg-white px-3 py-1.5 text-xs font-medium text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-700 dark:hover:bg-white/5';

const messages = defineMessages({
  heading: { id: 'notifications.missing.heading', defaultMessage: 'Not submitted' },
  everyone: { id: 'notifications.missing.everyone', defaultMessage: 'Everyone has submitted this week' },
  count: {
    id: 'notifications.missing.count',
    defaultMessage:
      '{count, plural, one {{shown} person has not submitted this week} other {{shown} people have not submitted this week}}',
  },
  remindAll: { id: 'notifications.missing.remind-all', defaultMessage: 'Remind all' },
  hoursLogged: { id: 'notifications.missing.hours-logged', defaultMessage: '{hours} h logged' },
  nothingLogged: { id: 'notifications.missing.nothing-logged', defaultMessage: 'Nothing logged' },
  remind: { id: 'notifications.missing.remind', defaultMessage: 'Remind' },
  remindPerson: { id: 'notifications.missing.remind-person', defaultMessage: 'Remind {name}' },
});

const STATUS_NOTES: Partial<Record<WeekStatus, MessageDescriptor>> = defineMessages({
  Rejected: { id: 'notifications.missing.rejected', defaultMessage: 'Rejected, not resubmitted' },
});

/**
 * Who has not submitted the week starting `weekStart`: everyone in the tenant's directory whose
 * week is not Submitted or Approved, those who logged nothing included. Each can be reminded, or
 * all at once; the server skips anyone reminded within the hour.
 */
export function MissingSubmissions({
  weekStart,
  reviewed,
}: {
  weekStart: string;
  reviewed: readonly ReviewedWeek[];
}) {
  const employees = useEmployees();
  const remind = useRemind();
  const [outcome, setOutcome] = useState('');
  const headingId = useId();
  const people = notSubmitted(employees.data ?? [], reviewed);

  const send = (reminder: Reminder) => {
    setOutcome('');
    remind.mutate(reminder, { onSuccess: (answer) => setOutcome(remindOutcome(answer)) });
  };
  const isSending = (userId?: string) => remind.isPending && remind.variables.userIds?.[0] === userId;

  // A week that has not begun is nobody's to submit yet.
  if (!employees.data || weekStart > today()) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-white/3"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-gray-800 dark:text-white/90">
            {t(messages.heading)}
          </h2>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {people.length === 0
              ? t(messages.everyone)
              : t(messages.count, { count: people.length, shown: shownCount(people.length) })}
          </p>
        </div>
        <Button
          variant="outline"
          disabled={people.length === 0 || remind.isPending}
          onClick={() => send({ weekStart })}
        >
          {t(messages.remindAll)}
        </Button>
      </div>
      {people.length > 0 ? (
        <ul className="mt-3 max-h-60 divide-y divide-gray-100 overflow-y-auto dark:divide-gray-800">
          {people.map((person) => (
            <li key={person.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 text-sm break-words text-gray-800 dark:text-white/90">
                {person.name}
                <span className="ms-2 text-xs text-gray-600 dark:text-gray-400">
                  {t(
                    STATUS_NOTES[person.status] ??
                      (person.hours > 0 ? messages.hoursLogged : messages.nothingLogged),
                    { hours: formatHours(person.hours) },
                  )}
                </span>
              </span>
              <button
                type="button"
                aria-label={t(messages.remindPerson, { name: person.name })}
                disabled={isSending(person.id)}
                onClick={() => send({ weekStart, userIds: [person.id] })}
                className={remindButton}
              >
                {t(messages.remind)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="mt-2 text-sm text-gray-700 empty:hidden dark:text-gray-300">
        {outcome}
      </p>
    </section>
  );
}
