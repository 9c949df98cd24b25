import { TIME_ENTRY_MESSAGES, type TimeEntry } from '@portal/contract';
import { Suspense, lazy, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import {
  PageSizeControl,
  PaginationFooter,
  shownPage,
  usePageRequest,
} from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { lockReason } from '../../../lib/week.ts';
import { useDeleteTimeEntry } from '../api/delete-time-entry.ts';
import { useTimeEntriesPage } from '../api/get-time-entries-page.ts';
import { ENTRY_MESSAGES } from '../messages.ts';
import { TimeEntryCard, type EntryAction } from './time-entry-card.tsx';

// Loaded when first opened: its date picker and form library are not needed to show the list.
const AddTimeEntryModal = lazy(async () => ({
  default: (await import('./add-time-entry-modal.tsx')).AddTimeEntryModal,
}));

/**
 * My Timesheet: the user's entries as a card grid the server pages, with adding and deleting.
 * Entries of a submitted or approved week cannot be deleted; each entry says its week's status.
 * `entryAction` is what the screen offers on each entry besides deleting it (the timer's start).
 */
export function TimeEntries({ userId, entryAction }: { userId: string; entryAction: EntryAction }) {
  const paging = usePageRequest();
  const entries = useTimeEntriesPage(userId, paging.page, paging.size);
  const page = shownPage(paging, entries);
  const remove = useDeleteTimeEntry();
  const [isAdding, setIsAdding] = useState(false);
  // Once loaded the form stays mounted, so that closing it returns the focus as the dialog does.
  const [hasAdded, setHasAdded] = useState(false);

  const handleDelete = (entry: TimeEntry) => {
    if (window.confirm(t(TIME_ENTRY_MESSAGES.confirmDelete))) remove.mutate(entry.id);
  };

  const list = () => {
    if (entries.isPending)
      return (
        <Spinner
          label={t({ id: 'entries.list.loading', defaultMessage: 'Loading time entries' })}
          className="py-16"
        />
      );
    if (entries.isError || !page)
      return (
        <Notice
          title={t({ id: 'entries.list.failed', defaultMessage: 'Your time entries could not be loaded.' })}
        />
      );
    if (page.total === 0) {
      return (
        <Notice
          title={t({ id: 'entries.list.empty', defaultMessage: 'No time entries yet' })}
          text={t({ id: 'entries.list.empty-hint', defaultMessage: 'Log your hours with Add Entry.' })}
        />
      );
    }
    return (
      <>
        <ul aria-label={t(ENTRY_MESSAGES.list)} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {entries.data.data.map((entry) => (
            <li key={entry.id}>
              <TimeEntryCard
                entry={entry}
                lockReason={lockReason(entry.weekStatus)}
                isDeleting={remove.isPending && remove.variables === entry.id}
                onDelete={() => handleDelete(entry)}
                action={entryAction}
              />
            </li>
          ))}
        </ul>
        <PaginationFooter page={page} label={t(ENTRY_MESSAGES.list)} onPageChange={paging.setPage} />
      </>
    );
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <PageSizeControl id="time-entries-page-size" size={paging.size} onChange={paging.setSize} />
        <Button
          onClick={() => {
            setHasAdded(true);
            setIsAdding(true);
          }}
        >
          <PlusIcon />
          {t(ENTRY_MESSAGES.add)}
        </Button>
      </div>
      {list()}
      {hasAdded ? (
        <Suspense fallback={null}>
          <AddTimeEntryModal userId={userId} isOpen={isAdding} onClose={() => setIsAdding(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
