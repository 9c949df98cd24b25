/**
 * The server side of the benchmark, in a child process of bench.ts so that the load generator
 * does not share its event loop: the real portal, the bare Fastify app, and an RSS sampler that
 * sees only this process.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';

export type ToChild =
  | { type: 'start'; env: Record<string, string>; port: number }
  | { type: 'bare'; port: number; routes: { path: string; answer: unknown }[] }
  | {
      type: 'inject';
      path: string;
      headers: Record<string, string>;
      bodies: string[];
      /** GET sends no body (each of `bodies` counts one request); POST by default. */
      method?: 'GET' | 'POST';
      /** The bare app instead of the portal: the framework's own cost. */
      bare?: boolean;
    }
  | { type: 'rss-reset' }
  | { type: 'rss-read' }
  | { type: 'stop' };

export type FromChild =
  | { type: 'ready' }
  | { type: 'bare-ready' }
  | {
      type: 'rss';
      peakBytes: number;
      currentBytes: number;
      peakHeap: { heapTotal: number; heapUsed: number; external: number };
    }
  | { type: 'injected'; medianMs: number; statuses: number[] }
  | { type: 'failed'; message: string };

const send = (message: FromChild) => process.send?.(message);

let app: FastifyInstance | undefined;
let bare: FastifyInstance | undefined;
let peak = 0;
let peakHeap = { heapTotal: 0, heapUsed: 0, external: 0 };
const sample = () => {
  const rss = process.memoryUsage.rss();
  if (rss > peak) {
    peak = rss;
    const { heapTotal, heapUsed, external } = process.memoryUsage();
    peakHeap = { heapTotal, heapUsed, external };
  }
};
setInterval(sample, 100);

/** A route per endpoint (POST, and GET without a body) answering a fixed JSON like the real one's, serialised per request. */
async function startBare(port: number, routes: { path: string; answer: unknown }[]) {
  bare = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  for (const route of routes) {
    bare.post(route.path, async () => route.answer);
    bare.get(route.path, async () => route.answer);
  }
  await bare.listen({ port, host: '127.0.0.1' });
}

process.on('message', (message: ToChild) => {
  void (async () => {
    try {
      switch (message.type) {
        case 'start':
          app = await buildApp(loadConfig(message.env));
          await app.listen({ port: message.port, host: '127.0.0.1' });
          return send({ type: 'ready' });
        case 'bare':
          await startBare(message.port, message.routes);
          return send({ type: 'bare-ready' });
        case 'inject': {
          // One request at a time through Fastify, without sockets: the per-request cost.
          const samples: number[] = [];
          const statuses = new Set<number>();
          for (const body of message.bodies) {
            const started = performance.now();
            // As a stream, drained: light-my-request would otherwise join the answer's chunks and
            // decode them into one string, the client's work (1.3 of the Review's 4 ms), not the
            // server's.
            const response = await (message.bare ? bare : app)!.inject({
              url: message.path,
              headers: message.headers,
              payloadAsStream: true,
              ...(message.method === 'GET'
                ? { method: 'GET' }
                : {
                    method: 'POST',
                    headers: { 'content-type': 'application/json', ...message.headers },
                    payload: body,
                  }),
            });
            for await (const chunk of response.stream()) void chunk;
            samples.push(performance.now() - started);
            statuses.add(response.statusCode);
          }
          samples.sort((a, b) => a - b);
          return send({
            type: 'injected',
            medianMs: samples[Math.floor(samples.length / 2)] ?? NaN,
            statuses: [...statuses],
          });
        }
        case 'rss-reset':
          peak = 0;
          sample();
          return;
        case 'rss-read':
          sample();
          return send({ type: 'rss', peakBytes: peak, currentBytes: process.memoryUsage.rss(), peakHeap });
        case 'stop':
          await bare?.close();
          await app?.close();
          process.exit(0);
      }
    } catch (error) {
      send({
        type: 'failed',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  })();
});
