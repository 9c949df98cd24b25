import { allEndpoints, defineMessages, type ChangeEndpoint } from '@portal/contract';
import toast from 'react-hot-toast';
import { paths } from '../../config/paths.ts';
import { call, type CallInput } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { navigateForApi } from '../api-navigation.ts';
import { forgetSession, renewSession } from '../auth.tsx';
import { t } from '../i18n/intl.ts';
import { applyLiveEvents } from '../live/live-invalidations.ts';
import { staleEventsOf } from '../mutation-for.ts';
import { queryClient } from '../query-client.ts';
import { createChanges, openOutboxDb, type QueuedChange } from './changes.ts';
import { currentOwner, readCounts, writeCounts, type Owner, type Queued } from './outbox.ts';
import { retryDelayMs, sendWaiting, type Round } from './sender.ts';

const messages = defineMessages({
  signInAgain: {
    id: 'outbox.sign-in-again',
    defaultMessage: 'Your session has ended. Sign in again to send the changes kept on this device.',
  },
});

/** The changes that may wait in the outbox, by the path they are kept under. */
const changeEndpoints = new Map<string, ChangeEndpoint>(
  allEndpoints
    .filter((endpoint): endpoint is ChangeEndpoint => endpoint.kind === 'change')
    .map((endpoint) => [endpoint.path, endpoint]),
);

export const changes = createChanges(openOutboxDb(), writeCounts);

/** One tab sends at a time; the others wait and then find nothing left, or what came meanwhile. */
async function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (!('locks' in navigator)) return work();
  return navigator.locks.request('portal-outbox-sender', work);
}

async function send(change: QueuedChange): Promise<unknown> {
  const endpoint = changeEndpoints.get(change.path);
  // A path no endpoint has any more (the app was updated meanwhile) is a change nobody accepts.
  if (!endpoint) throw new ApiError(404, '');
  return call(endpoint, change.input as CallInput<ChangeEndpoint>, {
    idempotencyKey: change.idempotencyKey,
    quiet: true,
  });
}

function onSent(change: QueuedChange): void {
  const endpoint = changeEndpoints.get(change.path);
  if (endpoint) void applyLiveEvents(queryClient, staleEventsOf(endpoint, change.input));
}

/** The session has ended: the person signs in again, and the changes stay kept for them. */
async function askToSignInAgain(): Promise<void> {
  toast.error(t(messages.signInAgain), { id: messages.signInAgain.id });
  await forgetSession();
  navigateForApi(paths.signIn);
}

let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let sending: Promise<void> | null = null;
let sendAgain = false;

async function round(owner: Owner): Promise<void> {
  const result: Round = await oneTabAtATime(() =>
    sendWaiting({ changes, send, onSent, renew: renewSession }, owner),
  );
  // Another tab may have changed the rows meanwhile: the counts say what is left now.
  writeCounts(owner, await changes.counts(owner));
  if (result === 'retry') {
    failures += 1;
    retryTimer = setTimeout(() => void sendNow(), retryDelayMs(failures));
    return;
  }
  failures = 0;
  if (result === 'sign-in') await askToSignInAgain();
}

/**
 * Sends the signed-in person's waiting changes now: at start when some wait, when the browser is back online,
 * after a change is kept, and again after a while as long as the network fails.
 */
export function sendNow(): Promise<void> {
  clearTimeout(retryTimer);
  if (sending) {
    sendAgain = true;
    return sending;
  }
  const owner = currentOwner();
  if (!owner || !navigator.onLine) return Promise.resolve();
  sending = round(owner)
    .catch(() => {
      failures += 1;
      retryTimer = setTimeout(() => void sendNow(), retryDelayMs(failures));
    })
    .finally(() => {
      sending = null;
      if (sendAgain) {
        sendAgain = false;
        void sendNow();
      }
    });
  return sending;
}

/** Keeps a change that could not reach the server, under the key it was (or would have been) sent with. */
export async function keep(path: string, input: object, idempotencyKey: string): Promise<Queued> {
  const owner = currentOwner();
  if (!owner) throw new Error('Nobody is signed in to keep a change for');
  await changes.add({ ...owner, path, input: { ...input }, idempotencyKey });
  void sendNow();
  return { queued: true, idempotencyKey };
}

/** Takes back a kept change not sent yet; false when it has reached the server meanwhile. */
export async function withdraw(idempotencyKey: string): Promise<boolean> {
  const owner = currentOwner();
  if (!owner) return false;
  return oneTabAtATime(() => changes.withdraw(owner, idempotencyKey));
}

window.addEventListener('online', () => void sendNow());
// The counts say whether anything waits; opening the store to find nothing is, on a phone, a long
// task in the middle of the screen's start.
if (readCounts().pending > 0) void sendNow();
