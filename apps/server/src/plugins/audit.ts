import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/dialect.ts';
import { runAsSystem, runAsTenant } from '../db/tenant-context.ts';
import { recordChange, type AuditRecord } from '../modules/audit/audit.service.ts';
import { withPendingAudit, type PendingAudit } from '../modules/audit/change-transaction.ts';
import { findUserBySubject } from '../modules/users/users.repository.ts';

/** Body fields that name what a change was made to, most specific first. */
const TARGET_FIELDS = ['timeEntryId', 'taskId', 'projectId', 'userId'] as const;

declare module 'fastify' {
  interface FastifyRequest {
    pendingAudit: PendingAudit | null;
  }
}

/** Every POST call whose name does not start with `get` is a change. */
function isChange(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  return request.method === 'POST' && url.startsWith('/api/') && !url.split('/').pop()!.startsWith('get');
}

/**
 * Records every successful change made through the portal API, with the caller, the call and the
 * id it created or changed. A service that commits its change with `changeInTransaction` writes
 * the record in that transaction; any other successful change is recorded once its answer is ready.
 */
export default fp(async function audit(app: FastifyInstance, { db }: { db: Db }) {
  app.decorateRequest('pendingAudit', null);

  app.addHook('preHandler', (request, _reply, done) => {
    if (!isChange(request) || !request.caller) return done();
    const caller = request.caller;
    const audit: PendingAudit = {
      written: false,
      record: (createdId) => auditRecord(changeOf(request, createdId), caller),
    };
    request.pendingAudit = audit;
    withPendingAudit(audit, done);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (!isChange(request) || reply.statusCode !== 200 || request.pendingAudit?.written) return payload;
    const answer = typeof payload === 'string' ? (JSON.parse(payload) as { id?: unknown }) : {};
    const change = changeOf(request, typeof answer.id === 'string' ? answer.id : undefined);
    // A sign-up has no caller yet: the new Admin's tenant is found from the created user.
    const actor = request.caller ?? (await runAsSystem(() => signUpActor(db, change.target)));
    if (!actor) return payload;
    await runAsTenant(actor.tenantId, () => recordChange(db, auditRecord(change, actor)));
    return payload;
  });
});

interface Change {
  action: string;
  target: string | null;
  weekStart: string | null;
}

/** What a change request did, and to what: the created id, else the most specific id in its body. */
function changeOf(request: FastifyRequest, createdId: string | undefined): Change {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const field = TARGET_FIELDS.find((key) => typeof body[key] === 'string');
  return {
    action: request.routeOptions.url!.replace('/api/', '').replace('/', '.'),
    target: createdId ?? (field ? String(body[field]) : null),
    weekStart: typeof body.weekStart === 'string' ? body.weekStart : null,
  };
}

function auditRecord(change: Change, actor: { tenantId: string; userId: string }): AuditRecord {
  return {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action: change.action,
    targetId: change.weekStart ? `${change.target ?? actor.userId}:${change.weekStart}` : change.target,
  };
}

async function signUpActor(db: Db, userId: string | null) {
  const user = userId ? await findUserBySubject(db, userId) : undefined;
  return user ? { tenantId: user.tenant_id, userId: user.id } : undefined;
}
