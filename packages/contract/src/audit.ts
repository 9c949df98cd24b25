import { z } from 'zod';
import { ADMIN_ROLES, readEndpoint } from './endpoint.ts';
import { TenantBodySchema, listAnswer } from './common.ts';

/** Most audit entries one call answers. */
export const MAX_AUDIT_PAGE = 500;

export const AuditEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  /** Name of who made the change, when known. */
  user: z.string().nullable(),
  action: z.string(),
  targetId: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** POST /api/audit/getAuditLog: the tenant's changes, newest first; Admins only. */
export const GetAuditLogBody = TenantBodySchema.extend({
  limit: z.number().int().min(1).max(MAX_AUDIT_PAGE).default(100),
  /** Only changes before this ISO timestamp, to page back in time. */
  before: z.iso.datetime().optional(),
});
export const GetAuditLogAnswer = listAnswer(AuditEntrySchema);

/** The audit log's one call. */
export const auditApi = {
  getAuditLog: readEndpoint({
    method: 'POST',
    path: '/api/audit/getAuditLog',
    summary: "The tenant's changes, newest first.",
    input: GetAuditLogBody,
    answer: GetAuditLogAnswer,
    roles: ADMIN_ROLES,
  }),
};
