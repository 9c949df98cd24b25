import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import pino from 'pino';
import type { Config } from '../config/env.ts';
import { isPortalMessage, type PrimaryMessage, type WorkerMessage } from './channel.ts';
import { LiveRelay } from './live-relay.ts';
import { RateLimitCounts } from './rate-limits.ts';

/** Longest the primary waits for its workers to finish their requests when told to stop. */
const SHUTDOWN_DEADLINE_MS = 30_000;

const send = (worker: Worker, message: PrimaryMessage) => {
  // A worker that is exiting has closed its channel; sending to it would raise on the primary.
  if (worker.isConnected()) worker.send(message);
};

/**
 * The primary of `WEB_CONCURRENCY` workers: it serves no request itself. It starts one worker
 * first, which migrates the store and creates the identity provider's keys, and the others once
 * that one listens; it replaces a worker that dies, counts every worker's rate limits and carries
 * each worker's live events to all of them.
 */
export async function runWorkers(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  const counts = new RateLimitCounts();
  const relay = new LiveRelay(
    () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined),
    send,
  );
  let stopping = false;

  cluster.on('message', (worker, message: unknown) => {
    if (!isPortalMessage(message)) return;
    const said = message as WorkerMessage;
    if (said.portal === 'count') {
      const { current, ttl } = counts.count(said.space, said.key, said.windowMs, said.increment);
      send(worker, { portal: 'counted', id: said.id, current, ttl });
    } else if (said.portal === 'publish') relay.publish(worker, said.id, said.tenantId, said.events);
    else relay.delivered(worker, said.id);
  });

  const start = async () => {
    const worker = cluster.fork();
    const started = await Promise.race([
      once(worker, 'listening').then(() => true),
      once(worker, 'exit').then(() => false),
    ]);
    if (!started) throw new Error(`Worker ${worker.id} exited before it listened`);
  };

  try {
    await start();
    await Promise.all(Array.from({ length: config.http.workers - 1 }, start));
  } catch (error) {
    log.fatal({ err: error }, 'The workers did not start');
    process.exit(1);
  }
  log.info(`Portal ready at ${config.http.publicUrl} with ${config.http.workers} workers`);

  cluster.on('exit', (worker, code, signal) => {
    relay.gone(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ worker: worker.id, code, signal }, 'A worker died; starting another');
    start().catch((error: unknown) => log.error({ err: error }, 'A replacement worker did not start'));
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
