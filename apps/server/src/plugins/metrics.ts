import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { refuse } from '../errors.ts';

/** Where Prometheus scrapes; outside /api, so no portal token or tenant applies. */
export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  /** The bearer token a scraper must send. */
  token: string;
  /** The database pool's connections, where the store has a pool (PostgreSQL). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * Prometheus metrics at /metrics: requests and their durations per route and status, the event
 * loop's lag, heap and RSS, and the database pool's use. Registered only when METRICS_TOKEN is
 * set (app.ts), and answered only to that bearer token.
 */
export default fp(async function metrics(app: FastifyInstance, { token, poolStats }: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route and status',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  if (poolStats) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database pool connections, by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle, waiting } = poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, not its URL, so ids never become labels.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, async (request, reply) => {
    if (!crypto.timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw refuse(401, 'metrics-token-wrong');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
