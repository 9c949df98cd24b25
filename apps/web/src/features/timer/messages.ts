import { defineMessages } from '@portal/contract';

/** What the header's timer says in toasts (spec §8); its stop says the time entry it added. */
export const TIMER_TOASTS = defineMessages({
  started: { id: 'timer.toast.started', defaultMessage: 'Timer started' },
  startFailed: { id: 'timer.toast.start-failed', defaultMessage: 'Failed to start the timer' },
  stopFailed: { id: 'timer.toast.stop-failed', defaultMessage: 'Failed to stop the timer' },
  discardFailed: { id: 'timer.toast.discard-failed', defaultMessage: 'Failed to discard the timer' },
});

export const TIMER_MESSAGES = defineMessages({
  /** The question asked before a running timer is dropped, since its time is not logged. */
  confirmDiscard: {
    id: 'timer.confirm-discard',
    defaultMessage: 'Discard the running timer? Its time is not logged.',
  },
  start: { id: 'timer.start', defaultMessage: 'Start timer' },
});
