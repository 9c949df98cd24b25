import { PinToggle } from '../../features/pins/components/pin-toggle.tsx';
import { QuickPicks } from '../../features/pins/components/quick-picks.tsx';
import type { WorkShortcuts } from '../../features/timer/components/work-shortcuts.ts';

/** The pins feature's part in every picker of work: quick picks at its top, and a pin toggle. */
export const workShortcuts: WorkShortcuts = {
  quickPicks: (onPick) => <QuickPicks onPick={onPick} className="" />,
  pinToggle: (taskId, describedBy) => <PinToggle taskId={taskId} describedBy={describedBy} />,
};
