import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import { readAuditLog } from './audit.service.ts';

export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.audit.getAuditLog, async ({ caller, input }) => ({
    result: 1,
    data: await readAuditLog(db, caller, input),
  }));
}
