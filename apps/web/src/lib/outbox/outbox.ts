import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstScreen } from '../first-screen.ts';
import { readSession } from '../session.ts';
import type * as OutboxRuntime from './runtime.ts';

/**
 * What every signed-in screen needs of the outbox, kept small: the outbox itself (Dexie, some
 * 30 KB gzip) loads in a chunk of its own, when a screen that makes changes opens, when changes
 * wait, or when a change is kept. The counts of waiting changes live beside it in local storage,
 * so that the status can say them without loading it.
 */

/** Whose changes: rows are kept per person and tenant, and only the signed-in person's are sent. */
export interface Owner {
  userId: string;
  tenantId: string;
}

export function currentOwner(): Owner | null {
  const session = readSession();
  return session ? { userId: session.userId, tenantId: session.tenantId } : null;
}

export const sameOwner = (a: Owner, b: Owner): boolean => a.userId === b.userId && a.tenantId === b.tenantId;

/** What a change answers when it was kept on this device instead of reaching the server. */
export interface Queued {
  readonly queued: true;
  readonly idempotencyKey: string;
  /** Took back a kept change instead: done, with nothing left to send. */
  readonly withdrawn?: boolean;
}

export const isQueued = (answer: unknown): answer is Queued =>
  typeof answer === 'object' && answer !== null && (answer as { queued?: unknown }).queued === true;

/** How many of the person's changes wait to be sent, and how many the server refused. */
export interface OutboxCounts {
  pending: number;
  refused: number;
}

const NONE: OutboxCounts = { pending: 0, refused: 0 };
const COUNTS_EVENT = 'portal-outbox-counts';
const countsKey = ({ tenantId, userId }: Owner) => `outbox:${tenantId}:${userId}`;

/** Written by the outbox after every change to its rows; other tabs hear of it by the storage event. */
export function writeCounts(owner: Owner, counts: OutboxCounts): void {
  const key = countsKey(owner);
  if (counts.pending === 0 && counts.refused === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(counts));
  window.dispatchEvent(new Event(COUNTS_EVENT));
}

/** The raw stored counts, so that an unchanged value keeps its identity for React. */
function storedCounts(): string | null {
  const owner = currentOwner();
  return owner ? localStorage.getItem(countsKey(owner)) : null;
}

function parseCounts(stored: string | null): OutboxCounts {
  if (!stored) return NONE;
  try {
    const { pending, refused } = JSON.parse(stored) as Partial<OutboxCounts>;
    return { pending: Number(pending) || 0, refused: Number(refused) || 0 };
  } catch {
    return NONE;
  }
}

export const readCounts = (): OutboxCounts => parseCounts(storedCounts());

function subscribeCounts(listener: () => void): () => void {
  window.addEventListener(COUNTS_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(COUNTS_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in person's waiting and refused changes, kept current across tabs. */
export function useOutboxCounts(): OutboxCounts {
  const stored = useSyncExternalStore(subscribeCounts, storedCounts);
  return parseCounts(stored);
}

let runtime: Promise<typeof OutboxRuntime> | undefined;

/** The outbox and its sender, loaded once; loading it starts sending what waits. */
export function loadOutbox(): Promise<typeof OutboxRuntime> {
  runtime ??= import('./runtime.ts').catch((error: unknown) => {
    // Offline before the chunk came: the next attempt loads it again.
    runtime = undefined;
    throw error;
  });
  return runtime;
}

/** Loads the outbox now when changes of this person wait, so that they are sent. */
export function resumeOutbox(): void {
  const { pending, refused } = readCounts();
  if (pending + refused > 0) void loadOutbox();
}

/**
 * Loads the outbox with the screens that log time, so that it is at hand when the network goes:
 * without an app-shell cache, a chunk not loaded by then cannot load at all. It waits until the
 * page's first screen has shown and the browser is idle: on a slow phone its 30 KB would otherwise
 * share the link with the screen's own code and data.
 */
export function useOutboxPreload(): void {
  useEffect(() => {
    const preload = () => void loadOutbox().catch(() => undefined);
    let cancelIdle: (() => void) | undefined;
    const cancelWait = afterFirstScreen(() => {
      // Safari has no requestIdleCallback.
      if (!('requestIdleCallback' in window)) {
        const timeout = setTimeout(preload, 1000);
        cancelIdle = () => clearTimeout(timeout);
        return;
      }
      const handle = requestIdleCallback(preload, { timeout: 5000 });
      cancelIdle = () => cancelIdleCallback(handle);
    });
    return () => {
      cancelWait();
      cancelIdle?.();
    };
  }, []);
}
