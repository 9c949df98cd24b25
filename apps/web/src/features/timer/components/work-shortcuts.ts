import type { ReactNode } from 'react';
import type { GridRowKey } from '../../../lib/week-hours.ts';

/** What the screen around the timer offers for choosing work in one tap; the pins feature's part. */
export interface WorkShortcuts {
  /** The tasks offered for one tap ('Quick picks'), calling `onPick` with the one tapped. */
  quickPicks: (onPick: (work: GridRowKey) => void) => ReactNode;
  /** Pins or unpins the task; `describedBy` names it. */
  pinToggle: (taskId: string, describedBy: string) => ReactNode;
}
