import { WEBHOOK_FAILING_HOURS } from '@portal/contract';

/** The wait before the second attempt; each later wait doubles, up to MAX_RETRY_WAIT_MS. */
export const FIRST_RETRY_MS = 30_000;
/** The longest wait between two attempts. */
export const MAX_RETRY_WAIT_MS = 4 * 60 * 60_000;
/** How long an event is retried, and how long an endpoint may fail before it is disabled. */
export const GIVE_UP_AFTER_MS = WEBHOOK_FAILING_HOURS * 60 * 60_000;

/**
 * When a delivery that failed its `attempts`-th attempt at `now` is due again: after a wait that
 * doubles with each attempt (exponential backoff), or never (null) once that would be more than
 * GIVE_UP_AFTER_MS after the event was queued.
 */
export function nextAttemptAt(queuedAt: Date, attempts: number, now: Date): Date | null {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_WAIT_MS);
  const next = new Date(now.getTime() + wait);
  return next.getTime() - queuedAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}

/** Whether an endpoint failing since `failingSince` has failed long enough to be disabled at `now`. */
export const failedTooLong = (failingSince: Date, now: Date) =>
  now.getTime() - failingSince.getTime() >= GIVE_UP_AFTER_MS;
