import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/dialect.ts';
import { runAsSystem, runAsTenant } from '../db/tenant-context.ts';
import { recordChange } from '../modules/audit/audit.service.ts';
import { findUserBySubject } from '../modules/users/users.repository.ts';

/** Body fields that name what a change was made to, most specific first. */
const TARGET_FIELDS = ['timeEntryId', 'taskId', 'projectId', 'userId'] as const;

/**
 * Records every successful change made through the portal API: every POST call whose name does
 * not start with `get`, with the caller, the call and the id it created or changed.
 */
export default fp(async function audit(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url ?? '';
    const name = url.split('/').pop() ?? '';
    if (
      request.method !== 'POST' ||
      !url.startsWith('/api/') ||
      name.startsWith('get') ||
      reply.statusCode !== 200
    ) {
      return payload;
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const answer = typeof payload === 'string' ? (JSON.parse(payload) as { id?: unknown }) : {};
    const field = TARGET_FIELDS.find((key) => typeof body[key] === 'string');
    const target = typeof answer.id === 'string' ? answer.id : field ? String(body[field]) : null;
    const weekStart = typeof body.weekStart === 'string' ? body.weekStart : null;
    // A sign-up has no caller yet: the new Admin's tenant is found from the created user.
    const actor = request.caller ?? (await runAsSystem(() => signUpActor(db, target)));
    if (!actor) return payload;
    await runAsTenant(actor.tenantId, () =>
      recordChange(db, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        action: url.replace('/api/', '').replace('/', '.'),
        targetId: weekStart ? `${target ?? actor.userId}:${weekStart}` : target,
      }),
    );
    return payload;
  });
});

async function signUpActor(db: Db, userId: string | null) {
  const user = userId ? await findUserBySubject(db, userId) : undefined;
  return user ? { tenantId: user.tenant_id, userId: user.id } : undefined;
}
