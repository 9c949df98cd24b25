import { Button } from '../../../components/ui/button.tsx';
import { useCloseMonth } from '../api/close-month.ts';
import { useReopenMonth } from '../api/reopen-month.ts';
import { CONFIRM_MONTH } from '../messages.ts';
import type { Person, Viewer } from '../account-people.ts';
import { decidesFor } from '../account-people.ts';

/**
 * Closing the shown month, for the shown person or for everyone (Managers and Admins), and
 * opening it again (Admins); each asks first.
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

  const ask = (question: string, change: () => void) => {
    if (window.confirm(question)) change();
  };

  return (
    <div className="flex flex-wrap gap-3">
      {!closed && decidesFor(viewer, person) ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            ask(CONFIRM_MONTH.close(month, person.name), () => close.mutate({ month, userId: person.id }))
          }
        >
          Close month
        </Button>
      ) : null}
      <Button
        variant="outline"
        disabled={busy}
        onClick={() => ask(CONFIRM_MONTH.closeForEveryone(month), () => close.mutate({ month }))}
      >
        Close month for everyone
      </Button>
      {closed && isAdmin ? (
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              ask(CONFIRM_MONTH.reopen(month, person.name), () => reopen.mutate({ month, userId: person.id }))
            }
          >
            Reopen month
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => ask(CONFIRM_MONTH.reopenForEveryone(month), () => reopen.mutate({ month }))}
          >
            Reopen month for everyone
          </Button>
        </>
      ) : null}
    </div>
  );
}
