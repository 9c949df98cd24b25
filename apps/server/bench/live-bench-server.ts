/**
 * The server of `npm run bench:live`'s stream measurement, in a process of its own (started with
 * --expose-gc) so that the measuring side's memory is not counted: the real portal on the store
 * its environment names, answering its parent's requests for a memory reading after a full GC.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';

export type LiveBenchReading = {
  type: 'memory';
  rss: number;
  heapUsed: number;
  external: number;
  streams: number;
};

const app = await buildApp(loadConfig());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

process.on('message', (message: { type: 'measure' } | { type: 'stop' }) => {
  if (message.type === 'stop') {
    void app.close().then(() => process.exit(0));
    return;
  }
  collect();
  collect();
  const { rss, heapUsed, external } = process.memoryUsage();
  const reading: LiveBenchReading = { type: 'memory', rss, heapUsed, external, streams: app.liveStreams() };
  process.send?.(reading);
});
process.send?.({ type: 'ready' });
