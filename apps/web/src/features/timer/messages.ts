/** What the header's timer says in toasts (spec §8); its stop says the time entry it added. */
export const TIMER_TOASTS = {
  started: 'Timer started',
  startFailed: 'Failed to start the timer',
  stopFailed: 'Failed to stop the timer',
  discardFailed: 'Failed to discard the timer',
} as const;

/** The question asked before a running timer is dropped, since its time is not logged. */
export const CONFIRM_DISCARD_TIMER = 'Discard the running timer? Its time is not logged.';
