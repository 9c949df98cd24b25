import type { WeekState } from '@portal/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { WeekStatusBadge } from '../../../components/week/week-status-badge.tsx';
import { useSubmitWeek } from '../api/submit-week.ts';
import { CONFIRM_SUBMIT_WEEK } from '../messages.ts';
import { canSubmit, weekNote } from '../week-status.ts';

/**
 * The caller's week as the approval workflow sees it: its status, who decided and why, and
 * 'Submit week' while it can go to approval.
 */
export function WeekStatusPanel({ week, entryCount }: { week: WeekState; entryCount: number }) {
  const submit = useSubmitWeek();
  const labelId = useId();
  const note = weekNote(week, entryCount);

  const handleSubmit = () => {
    if (window.confirm(CONFIRM_SUBMIT_WEEK)) submit.mutate(week.weekStart);
  };

  return (
    <section
      aria-labelledby={labelId}
      className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-gray-200 bg-white px-5 py-4 dark:border-gray-800 dark:bg-white/3"
    >
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <div className="flex items-center gap-3">
          <h3 id={labelId} className="text-sm font-medium text-gray-700 dark:text-gray-300">
            Week status
          </h3>
          <WeekStatusBadge status={week.status} />
        </div>
        {note ? <p className="text-sm break-words text-gray-600 dark:text-gray-400">{note}</p> : null}
      </div>
      {canSubmit(week.status, entryCount) ? (
        <Button onClick={handleSubmit} disabled={submit.isPending}>
          Submit week
        </Button>
      ) : null}
    </section>
  );
}
