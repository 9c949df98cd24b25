import { defineMessages, type WeekState } from '@portal/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { WeekStatusBadge } from '../../../components/week/week-status-badge.tsx';
import { useSubmitWeek } from '../api/submit-week.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { confirmSubmitWeek } from '../messages.ts';
import { canSubmit, weekNote } from '../week-status.ts';

const messages = defineMessages({
  heading: { id: 'week-grid.status.heading', defaultMessage: 'Week status' },
  submit: { id: 'week-grid.status.submit', defaultMessage: 'Submit week' },
});

/**
 * The caller's week as the approval workflow sees it: its status, who decided and why, and
 * 'Submit week' while it can go to approval.
 */
export function WeekStatusPanel({ week, entryCount }: { week: WeekState; entryCount: number }) {
  const submit = useSubmitWeek();
  const labelId = useId();
  const note = weekNote(week, entryCount);

  const handleSubmit = () => {
    if (window.confirm(confirmSubmitWeek())) submit.mutate(week.weekStart);
  };

  return (
    <section
      aria-labelledby={labelId}
      className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-gray-200 bg-white px-5 py-4 dark:border-gray-800 dark:bg-white/3"
    >
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <div className="flex items-center gap-3">
          <h3 id={labelId} className="text-sm font-medium text-gray-700 dark:text-gray-300">
            {t(messages.heading)}
          </h3>
          <WeekStatusBadge status={week.status} />
        </div>
        {note ? <p className="text-sm break-words text-gray-600 dark:text-gray-400">{note}</p> : null}
      </div>
      {canSubmit(week.status, entryCount) ? (
        <Button onClick={handleSubmit} disabled={submit.isPending}>
          {t(messages.submit)}
        </Button>
      ) : null}
    </section>
  );
}
