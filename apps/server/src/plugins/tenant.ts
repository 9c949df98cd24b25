import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuse } from '../errors.ts';

/**
 * The spec's client sends its tenantId with every call. The caller's tenant comes from the
 * token, so a body naming another tenant is refused rather than silently re-scoped.
 */
export default fp(async function tenant(app: FastifyInstance) {
  // A callback hook, not an async one: no promise and no microtask on every request.
  app.addHook('preHandler', (request, _reply, done) => {
    const body = request.body as { tenantId?: unknown } | undefined;
    const mismatch =
      request.caller &&
      body &&
      typeof body === 'object' &&
      'tenantId' in body &&
      body.tenantId !== request.caller.tenantId;
    done(mismatch ? refuse(403, 'tenant-mismatch') : undefined);
  });
});
