import { TIME_ENTRY_MESSAGES, type TimeEntry } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { PageSizeControl, PaginationFooter, usePagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDeleteTimeEntry } from '../api/delete-time-entry.ts';
import { useTimeEntries } from '../api/get-time-entries.ts';
import { lockReason } from '../week-approval.ts';
import { AddTimeEntryModal } from './add-time-entry-modal.tsx';
import { TimeEntryCard } from './time-entry-card.tsx';

const NO_ENTRIES: TimeEntry[] = [];

/**
 * My Timesheet: the user's entries as a paged card grid, with adding and deleting. Entries of a
 * submitted or approved week cannot be deleted; each entry says its week's status.
 */
export function TimeEntries({ userId }: { userId: string }) {
  const entries = useTimeEntries(userId);
  const page = usePagination(entries.data ?? NO_ENTRIES);
  const remove = useDeleteTimeEntry();
  const [isAdding, setIsAdding] = useState(false);

  const handleDelete = (entry: TimeEntry) => {
    if (window.confirm(TIME_ENTRY_MESSAGES.confirmDelete)) remove.mutate(entry.id);
  };

  const list = () => {
    if (entries.isPending) return <Spinner label="Loading time entries" className="py-16" />;
    if (entries.isError) return <Notice title="Your time entries could not be loaded." />;
    if (page.total === 0) {
      return <Notice title="No time entries yet" text="Log your hours with Add Entry." />;
    }
    return (
      <>
        <ul aria-label="Time entries" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {page.items.map((entry) => (
            <li key={entry.id}>
              <TimeEntryCard
                entry={entry}
                lockReason={lockReason(entry.weekStatus)}
                isDeleting={remove.isPending && remove.variables === entry.id}
                onDelete={() => handleDelete(entry)}
              />
            </li>
          ))}
        </ul>
        <PaginationFooter page={page} label="Time entries" onPageChange={page.setPage} />
      </>
    );
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <PageSizeControl id="time-entries-page-size" size={page.size} onChange={page.setSize} />
        <Button onClick={() => setIsAdding(true)}>
          <PlusIcon />
          Add Entry
        </Button>
      </div>
      {list()}
      <AddTimeEntryModal userId={userId} isOpen={isAdding} onClose={() => setIsAdding(false)} />
    </>
  );
}

function Notice({ title, text }: { title: string; text?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-14 text-center dark:border-gray-700">
      <p className="font-medium text-gray-800 dark:text-white/90">{title}</p>
      {text ? <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{text}</p> : null}
    </div>
  );
}
