import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config/env.ts';

/** Longest a shutdown may wait for requests in flight. */
const SHUTDOWN_DEADLINE_MS = 25_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The primary of several workers serves nothing: it loads none of the app.
  if (config.http.workers > 1 && cluster.isPrimary) {
    const { runWorkers } = await import('./cluster/primary.ts');
    await runWorkers(config);
  } else await serve(config);
}

async function serve(config: Config) {
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck request must not keep a replaced instance alive for ever.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    // Keep-alive connections go idle as their last response is sent; close them as they do.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    // close() stops accepting connections and resolves once in-flight requests are done.
    app.close().then(
      () => {
        clearInterval(sweep);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // A worker whose primary is gone would hold the port's handle alone.
  if (cluster.isWorker) process.on('disconnect', () => shutdown('disconnect'));

  await app.listen({ port: config.http.port, host: config.http.host });
  if (cluster.isPrimary) app.log.info(`Portal ready at ${config.http.publicUrl}`);
}

await main();
