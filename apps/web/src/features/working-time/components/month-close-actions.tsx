import { monthLabel } from '@portal/contract';
import { Button } from '../../../components/ui/button.tsx';
import { today } from '../../../lib/dates.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { formattingLocale } from '../../../lib/i18n/locale.ts';
import { useLocale } from '../../../lib/i18n/provider.tsx';
import { monthPeriod } from '../../../lib/months.ts';
import { useCloseMonth } from '../api/close-month.ts';
import { useReopenMonth } from '../api/reopen-month.ts';
import { CONFIRM_MONTH } from '../messages.ts';
import { decidesFor, type Person, type Viewer } from '../account-people.ts';

/**
 * Closing the shown month once it has ended, for the shown person or for everyone (Managers and
 * Admins), and opening it again (Admins); each asks first.
 */
export function MonthCloseActions({
  viewer,
  person,
  month,
  closed,
}: {
  viewer: Viewer;
  person: Person;
  month: string;
  closed: boolean;
}) {
  const close = useCloseMonth();
  const reopen = useReopenMonth();
  const busy = close.isPending || reopen.isPending;
  const isAdmin = viewer.role === 'Admin';
  // The server's day may be a day off the browser's; it refuses a month that has not ended, saying so.
  const ended = monthPeriod(month).to < today();
  const name = monthLabel(month, formattingLocale(useLocale()));

  const ask = (question: string, change: () => void) => {
    if (window.confirm(question)) change();
  };

  return (
    <div className="flex flex-wrap gap-3">
      {ended && !closed && decidesFor(viewer, person) ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            ask(t(CONFIRM_MONTH.close, { month: name, name: person.name }), () =>
              close.mutate({ month, userId: person.id }),
            )
          }
        >
          {t({ id: 'working-time.close-month', defaultMessage: 'Close month' })}
        </Button>
      ) : null}
      {ended ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            ask(t(CONFIRM_MONTH.closeForEveryone, { month: name }), () => close.mutate({ month }))
          }
        >
          {t({ id: 'working-time.close-month-for-everyone', defaultMessage: 'Close month for everyone' })}
        </Button>
      ) : null}
      {closed && isAdmin ? (
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              ask(t(CONFIRM_MONTH.reopen, { month: name, name: person.name }), () =>
                reopen.mutate({ month, userId: person.id }),
              )
            }
          >
            {t({ id: 'working-time.reopen-month', defaultMessage: 'Reopen month' })}
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              ask(t(CONFIRM_MONTH.reopenForEveryone, { month: name }), () => reopen.mutate({ month }))
            }
          >
            {t({ id: 'working-time.reopen-month-for-everyone', defaultMessage: 'Reopen month for everyone' })}
          </Button>
        </>
      ) : null}
    </div>
  );
}
