import { OIDC_CLIENT_ID, PORTAL_ACCESS_ROLE } from '@portal/contract';
import { z } from 'zod';
import { decodeJwtPayload } from '../../lib/jwt.ts';

/** The access-token claims the portal reads (spec §3). */
const AccessClaimsSchema = z.object({
  email: z.string().optional(),
  resource_access: z.record(z.string(), z.object({ roles: z.array(z.string()).optional() })).optional(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

/** The claims of an access token, or null when it carries none the portal can read. */
export function readAccessClaims(accessToken: string): AccessClaims | null {
  const parsed = AccessClaimsSchema.safeParse(decodeJwtPayload(accessToken));
  return parsed.success ? parsed.data : null;
}

/** Portal access needs the role tsms-access on client timesheet-id (spec §6). */
export function hasPortalAccess(claims: AccessClaims | null): boolean {
  return claims?.resource_access?.[OIDC_CLIENT_ID]?.roles?.includes(PORTAL_ACCESS_ROLE) ?? false;
}
