import type { WeekEntry, WeekState } from '@portal/contract';

let stored = 0;

/** A stored entry of user u1, with an id of its own. */
export const weekEntry = (
  projectId: string,
  taskId: string,
  taskName: string,
  date: string,
  hours: number,
): WeekEntry => ({
  id: `e${(stored += 1)}`,
  projectId,
  taskId,
  taskName,
  date,
  hours,
  userId: 'u1',
});

/** User u1's week starting Sunday 15 November 2026: Open unless `state` says otherwise. */
export const weekState = (state: Partial<WeekState> = {}): WeekState => ({
  userId: 'u1',
  weekStart: '2026-11-15',
  status: 'Open',
  reason: null,
  updatedAt: null,
  updatedBy: null,
  ...state,
});
