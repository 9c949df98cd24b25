import { TenantCheckAnswer } from '@portal/contract';
import { getEnv } from '../../../config/env.ts';
import { authorizedGet, type Lookup } from './authorized-get.ts';

/** GET {suite site}/api/user/get-tenant: whether the user's tenant may still use the portal. */
export function checkTenant(email: string, accessToken: string): Promise<Lookup<TenantCheckAnswer>> {
  const url = `${getEnv().tenantCheckUrl}/api/user/get-tenant?${new URLSearchParams({ email })}`;
  return authorizedGet(url, accessToken, TenantCheckAnswer);
}
