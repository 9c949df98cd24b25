import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TimeEntries } from '../../features/entries/components/time-entries.tsx';
import { ContinueButton } from '../../features/timer/components/continue-button.tsx';
import { readSession } from '../../lib/session.ts';
import { workShortcuts } from './work-shortcuts.tsx';
import { t } from '../../lib/i18n/intl.ts';
import { ROUTE_MESSAGES } from '../messages.ts';

export function Component() {
  const session = readSession();
  return (
    <>
      <PageHeading>{t(ROUTE_MESSAGES.timesheet)}</PageHeading>
      {session ? (
        <TimeEntries
          userId={session.userId}
          // Each entry starts the timer on its own task, with its description, and pins its task.
          entryAction={(entry, describedBy) => (
            <>
              <ContinueButton work={entry} describedBy={describedBy} />
              {workShortcuts.pinToggle(entry.taskId, describedBy)}
            </>
          )}
        />
      ) : null}
    </>
  );
}
