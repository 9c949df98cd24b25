import type { TimeEntry } from '@portal/contract';
import { useId, type ReactNode } from 'react';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatHours } from '../../../lib/i18n/format.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { ENTRY_MESSAGES } from '../messages.ts';
import { canManage, readSession } from '../../../lib/session.ts';
import { useSetEntryBillable } from '../api/set-entry-billable.ts';

const termClass = 'text-xs text-gray-500 dark:text-gray-400';
const detailClass = 'mt-0.5 truncate font-medium text-gray-800 dark:text-white/90';

const deleteButton =
  'shrink-0 rounded-lg p-2 text-gray-500 disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 dark:text-gray-400';
const deleteHover =
  'hover:bg-error-50 hover:text-error-600 dark:hover:bg-error-500/10 dark:hover:text-error-400';

/** What the screen offers on an entry beside Delete ('Continue'), given the entry and its title's id. */
export type EntryAction = (entry: TimeEntry, describedBy: string) => ReactNode;

/**
 * One time entry: project, task, description when there is one, date, hours and user, with the
 * screen's `action` for it ('Continue') and delete. While its week is locked, delete stays
 * focusable but does nothing, and a tooltip says why.
 */
export function TimeEntryCard({
  entry,
  lockReason,
  isDeleting,
  onDelete,
  action,
}: {
  entry: TimeEntry;
  /** Why the entry's week can no longer change, or null while it can. */
  lockReason: string | null;
  isDeleting: boolean;
  onDelete: () => void;
  action: EntryAction;
}) {
  const titleId = useId();
  const dateId = useId();
  const lockId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-white/3"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-base font-semibold text-gray-800 dark:text-white/90">
            {entry.projectName}
          </h2>
          <p className="mt-0.5 truncate text-sm text-gray-600 dark:text-gray-400">{entry.taskName}</p>
        </div>
        <div className="flex shrink-0 items-center">
          {action(entry, titleId)}
          <Tooltip id={lockId} text={lockReason} className="shrink-0">
            <button
              type="button"
              aria-label={t({ id: 'entries.card.delete', defaultMessage: 'Delete time entry' })}
              aria-describedby={`${titleId} ${dateId}${lockReason ? ` ${lockId}` : ''}`}
              aria-disabled={lockReason ? true : undefined}
              disabled={isDeleting}
              onClick={lockReason ? undefined : onDelete}
              className={`${deleteButton} ${lockReason ? '' : deleteHover}`}
            >
              <TrashIcon />
            </button>
          </Tooltip>
        </div>
      </div>
      {entry.description ? (
        <p className="mb-4 -mt-1 text-sm break-words whitespace-pre-line text-gray-700 dark:text-gray-300">
          {entry.description}
        </p>
      ) : null}
      {/* Details sit at the bottom, so cards of one row line up with or without a description. */}
      <dl className="mt-auto grid grid-cols-[auto_auto_minmax(0,1fr)_auto] gap-x-6 border-t border-gray-100 pt-4 text-sm dark:border-gray-800">
        <div>
          <dt className={termClass}>{t(ENTRY_MESSAGES.date)}</dt>
          <dd id={dateId} className={detailClass}>
            {entry.date}
          </dd>
        </div>
        <div>
          <dt className={termClass}>{t(ENTRY_MESSAGES.hours)}</dt>
          <dd className={detailClass}>{formatHours(entry.hours)}</dd>
        </div>
        <div>
          <dt className={termClass}>{t({ id: 'entries.card.user', defaultMessage: 'User' })}</dt>
          <dd className={detailClass}>{entry.user}</dd>
        </div>
        <div>
          <dt className={termClass}>{t(ENTRY_MESSAGES.billable)}</dt>
          <dd className={detailClass}>
            <BillableFlag entry={entry} describedBy={titleId} />
          </dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * Whether the entry is billable: a switch for Managers and Admins, who may change it on any
 * entry; plain words for everyone else.
 */
function BillableFlag({ entry, describedBy }: { entry: TimeEntry; describedBy: string }) {
  const session = readSession();
  const setBillable = useSetEntryBillable();
  const words = t(entry.billable ? ENTRY_MESSAGES.yes : ENTRY_MESSAGES.no);
  if (!session || !canManage(session.userRole)) return words;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={entry.billable}
      aria-label={t(ENTRY_MESSAGES.billable)}
      aria-describedby={describedBy}
      disabled={setBillable.isPending}
      onClick={() => setBillable.mutate({ timeEntryId: entry.id, billable: !entry.billable })}
      className="rounded-md px-1.5 py-0.5 text-brand-700 underline decoration-dotted underline-offset-2 hover:bg-brand-50 disabled:opacity-50 dark:text-brand-300 dark:hover:bg-brand-500/10"
    >
      {words}
    </button>
  );
}
