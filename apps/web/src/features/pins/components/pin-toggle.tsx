import { useQuery } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/intl.ts';
import { quickTasksQueryOptions } from '../api/get-quick-tasks.ts';
import { usePinTask, useUnpinTask } from '../api/pin-task.ts';
import { PIN_MESSAGES } from '../messages.ts';
import { PinIcon } from './pin-icon.tsx';

const toggleClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-brand-50 hover:text-brand-700 disabled:opacity-50 dark:hover:bg-brand-500/10 dark:hover:text-brand-300';
const pinnedClass = 'text-brand-600 dark:text-brand-300';
const unpinnedClass = 'text-gray-500 dark:text-gray-400';

/** How long a toggle trusts the pins it read before reading them again as it mounts. */
const PINS_FRESH_MS = 5 * 60_000;

/**
 * 'Pin task' or, for a pinned task, 'Unpin task'. `describedBy` names the task for screen readers,
 * as the button's name says only what it does.
 */
export function PinToggle({ taskId, describedBy }: { taskId: string; describedBy?: string }) {
  // Pins change only by these toggles and their live event, which both read them again: the many
  // toggles of a list need not each ask as they mount.
  const quick = useQuery({ ...quickTasksQueryOptions(), staleTime: PINS_FRESH_MS });
  const pin = usePinTask();
  const unpin = useUnpinTask();
  const isPinned = quick.data?.pinned.some((task) => task.taskId === taskId) ?? false;
  const busy = pin.isPending || unpin.isPending || quick.isPending;
  return (
    <button
      type="button"
      aria-label={t(isPinned ? PIN_MESSAGES.unpin : PIN_MESSAGES.pin)}
      aria-describedby={describedBy}
      disabled={busy}
      onClick={() => (isPinned ? unpin.mutate(taskId) : pin.mutate(taskId))}
      className={`${toggleClass} ${isPinned ? pinnedClass : unpinnedClass}`}
    >
      <PinIcon className={`size-5 ${isPinned ? 'fill-current' : ''}`} />
    </button>
  );
}
