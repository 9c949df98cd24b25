import cluster from 'node:cluster';
import type { LiveEvent } from '@portal/contract';

/**
 * What workers and the primary say to each other over the cluster's IPC channel. Workers share
 * nothing in memory, so whatever must hold across them goes through the primary: rate-limit
 * counts (asked, answered) and live events (sent by one worker, handed to all of them, and the
 * sender told once every worker has them).
 */
export type WorkerMessage =
  | { portal: 'count'; id: number; space: string; key: string; windowMs: number; increment: boolean }
  | { portal: 'publish'; id: number; tenantId: string; events: LiveEvent[] }
  | { portal: 'delivered'; id: string };

export type PrimaryMessage =
  | { portal: 'counted'; id: number; current: number; ttl: number }
  | { portal: 'deliver'; id: string; tenantId: string; events: LiveEvent[] }
  | { portal: 'published'; id: number };

/** Messages of the portal's own, told from anything else a process may receive. */
export const isPortalMessage = (message: unknown): message is { portal: string } =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as { portal?: unknown }).portal === 'string';

/** True in a worker process that a primary started with WEB_CONCURRENCY above 1. */
export const inWorker = (): boolean => cluster.isWorker;

/** Sends a message to the primary; false when the channel is gone (the primary ended). */
export function toPrimary(message: WorkerMessage): boolean {
  if (!process.send || !process.connected) return false;
  return process.send(message);
}

type Listener = (message: PrimaryMessage) => void;
const listeners = new Set<Listener>();

/** Hears what the primary sends this worker; returns how to stop hearing it. */
export function fromPrimary(listener: Listener): () => void {
  if (listeners.size === 0) process.on('message', dispatch);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) process.off('message', dispatch);
  };
}

function dispatch(message: unknown) {
  if (!isPortalMessage(message)) return;
  for (const listener of listeners) listener(message as PrimaryMessage);
}
