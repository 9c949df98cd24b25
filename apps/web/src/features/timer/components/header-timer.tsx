import type { Timer } from '@portal/contract';
import { Suspense, lazy, useEffect, useId, useRef, type RefObject } from 'react';
import { DropdownButton } from '../../../components/ui/dropdown.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useAllProjects } from '../../../lib/queries/get-all-projects.ts';
import { PROJECT_FILL_CLASS, projectColorStyle } from '../../../lib/project-colors.ts';
import { BillableBadge } from '../../../components/ui/billable-badge.tsx';
import { t } from '../../../lib/i18n/intl.ts';
import { useTasksByProject } from '../../../lib/queries/get-tasks-by-project.ts';
import { useDiscardTimer } from '../api/discard-timer.ts';
import { useTimer } from '../api/get-timer.ts';
import { useStopTimer } from '../api/stop-timer.ts';
import { useNow } from '../hooks/use-now.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { TIMER_MESSAGES } from '../messages.ts';
import { elapsedSince, formatElapsed } from '../timer.ts';
import { StopIcon, StopwatchIcon } from './timer-icons.tsx';
import type { WorkShortcuts } from './work-shortcuts.ts';

const TICK_MS = 1000;

// Loaded the first time the panel opens: its form library is not needed to show the header.
const StartTimerForm = lazy(async () => ({
  default: (await import('./start-timer-form.tsx')).StartTimerForm,
}));

const headerButton =
  'flex h-11 items-center justify-center gap-2 rounded-lg border border-gray-200 px-2.5 text-sm font-medium sm:px-3 text-gray-700 hover:bg-gray-100 hover:text-gray-800 dark:border-gray-800 dark:text-gray-300 dark:hover:bg-white/5 dark:hover:text-white';

/**
 * The caller's timer in the header of every screen: 'Start timer' with a project and task picker,
 * or the running time with Stop and Discard. The server holds the timer, so it survives a reload
 * and shows in every tab; the keyboard stays on the timer's controls as it starts and stops.
 * `shortcuts` put the person's quick picks and a pin toggle into the picker.
 */
export function HeaderTimer({ shortcuts }: { shortcuts?: WorkShortcuts }) {
  const timer = useTimer();
  // Which control takes the keyboard when it appears: set by a start or stop in this tab, so that
  // a page load or a change made in another tab leaves the focus where it is.
  const focusNextRef = useRef<FocusNext>(null);
  // Set before the call, since the control that made it is gone once the timer changes.
  const willFocus = (next: FocusNext) => {
    focusNextRef.current = next;
  };
  if (timer.data) {
    return <RunningTimer timer={timer.data} focusNextRef={focusNextRef} willFocus={willFocus} />;
  }
  return <StartTimer focusNextRef={focusNextRef} willFocus={willFocus} shortcuts={shortcuts} />;
}

type FocusNext = 'start' | 'stop' | null;

/** Focuses `control` as it appears if the last action in this tab asked for it. */
function useTakeFocus(
  focusNextRef: RefObject<FocusNext>,
  which: FocusNext,
  control: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (focusNextRef.current !== which) return;
    focusNextRef.current = null;
    control.current?.focus();
  }, [focusNextRef, which, control]);
}

function StartTimer({
  focusNextRef,
  willFocus,
  shortcuts,
}: {
  focusNextRef: RefObject<FocusNext>;
  willFocus: (next: FocusNext) => void;
  shortcuts: WorkShortcuts | undefined;
}) {
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useTakeFocus(focusNextRef, 'start', toggle);

  return (
    <DropdownButton
      id={panelId}
      toggleRef={toggle}
      toggleClassName={headerButton}
      toggleContent={
        <>
          <StopwatchIcon />
          <span className="max-xl:sr-only">{t(TIMER_MESSAGES.start)}</span>
        </>
      }
      className="w-[min(24rem,calc(100vw-2rem))]"
    >
      <Suspense fallback={null}>
        <StartTimerForm willFocus={willFocus} shortcuts={shortcuts} />
      </Suspense>
    </DropdownButton>
  );
}

function RunningTimer({
  timer,
  focusNextRef,
  willFocus,
}: {
  timer: Timer;
  focusNextRef: RefObject<FocusNext>;
  willFocus: (next: FocusNext) => void;
}) {
  const now = useNow(TICK_MS);
  const elapsed = formatElapsed(elapsedSince(timer.startedAt, now));
  const projects = useAllProjects();
  const tasks = useTasksByProject(timer.projectId);
  const project = projects.data?.find((known) => known.id === timer.projectId);
  const projectName = project?.name ?? '';
  const task = tasks.data?.find((known) => known.id === timer.taskId);
  const taskName = task?.title ?? '';
  const stop = useStopTimer();
  const discard = useDiscardTimer();
  const stopButton = useRef<HTMLButtonElement>(null);
  usePageTitle(
    t(
      { id: 'timer.page-title', defaultMessage: '{elapsed} · {task} · Timesheet' },
      { elapsed, task: taskName || t({ id: 'timer.page-title.no-task', defaultMessage: 'Timer' }) },
    ),
  );
  useTakeFocus(focusNextRef, 'stop', stopButton);

  const handleDiscard = () => {
    if (!window.confirm(t(TIMER_MESSAGES.confirmDiscard))) return;
    willFocus('start');
    discard.mutate(undefined, { onError: () => willFocus(null) });
  };

  return (
    <div
      role="group"
      aria-label={t({ id: 'timer.running.label', defaultMessage: 'Running timer' })}
      className="flex h-11 items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 pe-1 ps-3 dark:border-brand-800 dark:bg-brand-500/10"
    >
      {/* In the project's colour, where it has one. */}
      <span
        aria-hidden="true"
        style={projectColorStyle(project?.color)}
        className={`size-2 shrink-0 animate-pulse rounded-full ${project?.color ? PROJECT_FILL_CLASS : 'bg-brand-500'}`}
      />
      <span className="min-w-0 text-sm text-gray-800 dark:text-white/90">
        <span role="timer" className="font-semibold tabular-nums">
          {elapsed}
        </span>
        <span
          title={
            projectName
              ? t(
                  { id: 'timer.running.work', defaultMessage: '{project} › {task}' },
                  { project: projectName, task: taskName },
                )
              : undefined
          }
          className="ms-2 inline-block max-w-40 truncate align-bottom max-lg:sr-only"
        >
          {taskName}
        </span>
        {task?.effectiveBillable === false ? (
          <BillableBadge state="not-billable" className="ms-2 max-lg:sr-only" />
        ) : null}
      </span>
      <button
        ref={stopButton}
        type="button"
        disabled={stop.isPending}
        onClick={() => {
          willFocus('start');
          stop.mutate(undefined, { onError: () => willFocus(null) });
        }}
        className="flex h-9 items-center whitespace-nowrap gap-1.5 rounded-md bg-brand-500 px-3 text-sm font-medium text-white hover:bg-brand-600 disabled:bg-brand-400"
      >
        <StopIcon className="size-4" />
        <span className="max-sm:sr-only">
          {t({ id: 'timer.running.stop', defaultMessage: 'Stop timer' })}
        </span>
      </button>
      <button
        type="button"
        aria-label={t({ id: 'timer.running.discard', defaultMessage: 'Discard timer' })}
        disabled={discard.isPending}
        onClick={handleDiscard}
        className="rounded-md p-2 text-gray-600 hover:bg-white hover:text-gray-800 dark:text-gray-300 dark:hover:bg-white/5 dark:hover:text-white"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
