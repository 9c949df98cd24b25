import { ApiError } from '../api-error.ts';
import type { Changes, QueuedChange } from './changes.ts';
import type { Owner } from './outbox.ts';

/** What a failed send means for the change and for the ones after it. */
export type Failure =
  /** The server refused it: kept as 'Not saved', and the next one goes on. */
  | 'refused'
  /** No answer, or the server could not answer now: everything waits and is tried again later. */
  | 'retry'
  /** The session is no longer accepted: renew it, or ask the person to sign in again. */
  | 'session';

/** Another request with the same key is still being made: it will answer, so this one waits. */
const IN_PROGRESS = 'idempotency-key-in-progress';

export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'retry';
  const { status } = error;
  if (status === 401) return 'session';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (error.code === IN_PROGRESS) return 'retry';
  return 'refused';
}

/** How a renewal of the session went: a new token, a refusal (sign in again), or no answer. */
export type Renewal = 'renewed' | 'refused' | 'unreachable';

export interface SenderDeps {
  changes: Changes;
  /** Sends one change, with its key, without a word to the person: the outbox says what came of it. */
  send: (change: QueuedChange) => Promise<unknown>;
  /** After the server has a change: reads again what it changed. */
  onSent: (change: QueuedChange) => void;
  renew: () => Promise<Renewal>;
}

/** How a round of sending ended: all sent (refusals kept), to try again later, or sign-in needed. */
export type Round = 'done' | 'retry' | 'sign-in';

/**
 * Sends the owner's waiting changes, oldest first and one at a time, so that the server sees them
 * in the order they were made. A refused change is kept with the server's reason and the next goes
 * on; anything else that fails stops the round with every change still kept. A 401 is met with
 * one renewal of the session per round.
 */
export async function sendWaiting(deps: SenderDeps, owner: Owner): Promise<Round> {
  let renewed = false;
  for (;;) {
    const change = await deps.changes.next(owner);
    if (!change) return 'done';
    try {
      await deps.send(change);
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'refused') {
        await deps.changes.refuse(change, error as ApiError);
        continue;
      }
      if (failure === 'retry') return 'retry';
      if (renewed) return 'sign-in';
      const renewal = await deps.renew();
      if (renewal === 'unreachable') return 'retry';
      if (renewal === 'refused') return 'sign-in';
      renewed = true;
      continue;
    }
    await deps.changes.remove(change);
    deps.onSent(change);
  }
}

/** Waits between rounds that found no network: 1 s, 2 s, 4 s … at most half a minute. */
export const retryDelayMs = (failures: number): number =>
  Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
