import { Agent, fetch as sendThrough } from 'undici';

/** A way to send requests that always reaches one worker of a portal started with WEB_CONCURRENCY. */
export interface PinnedWorker {
  /** The worker's number, as its /readyz says. */
  worker: number;
  fetch: typeof fetch;
  /** Ends its connection, and whatever is still under way on it (a live stream). */
  close: () => Promise<void>;
}

/**
 * One kept connection to each of `count` workers behind `url`. The primary hands each new
 * connection to the next worker in turn, and a connection stays with the worker that took it, so
 * a client of one connection talks to one worker for as long as it keeps it.
 */
export async function pinEachWorker(url: string, count: number): Promise<PinnedWorker[]> {
  const pinned = new Map<number, PinnedWorker>();
  const spare: Agent[] = [];
  // The primary starts the workers after the first listens: the others may take a while to join.
  for (const until = Date.now() + 120_000; pinned.size < count && Date.now() < until;) {
    const agent = new Agent({ connections: 1, keepAliveTimeout: 120_000 });
    const send = ((input: string, init?: RequestInit) =>
      sendThrough(input, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch;
    const { worker } = (await (await send(`${url}/readyz`)).json()) as { worker?: number };
    if (worker === undefined) throw new Error('the portal runs no workers');
    if (pinned.has(worker)) {
      spare.push(agent);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } else pinned.set(worker, { worker, fetch: send, close: () => agent.destroy() });
  }
  await Promise.all(spare.map((agent) => agent.destroy()));
  if (pinned.size < count) throw new Error(`reached ${pinned.size} of ${count} workers`);
  return [...pinned.values()].sort((a, b) => a.worker - b.worker);
}
