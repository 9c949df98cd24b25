import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuse } from '../errors.ts';

/**
 * The spec's client sends its tenantId with every call. The caller's tenant comes from the
 * token, so a body naming another tenant is refused rather than silently re-scoped.
 */
export default fp(async function tenant(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (!request.caller) return;
    const body = request.body as { tenantId?: unknown } | undefined;
    if (body && typeof body === 'object' && 'tenantId' in body && body.tenantId !== request.caller.tenantId) {
      throw refuse(403, 'tenant-mismatch');
    }
  });
});
