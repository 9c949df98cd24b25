import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetAuditLogAnswer, GetAuditLogBody } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { readAuditLog } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/audit/getAuditLog',
    { schema: { body: GetAuditLogBody, response: { 200: GetAuditLogAnswer } } },
    async (request) => ({ result: 1 as const, data: await readAuditLog(db, request.caller, request.body) }),
  );
};
