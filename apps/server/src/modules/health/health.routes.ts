import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/dialect.ts';

/** Which of several workers answered (`WEB_CONCURRENCY`), so a probe can tell them apart. */
const worker = cluster.worker ? { worker: cluster.worker.id } : {};

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  /** Liveness: the process answers. */
  app.get('/healthz', { config: { public: true } }, async () => ({ status: 'ok', ...worker }));

  /** Readiness: the database answers too. */
  app.get('/readyz', { config: { public: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', ...worker };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
