import { api, type TenantCheckAnswer } from '@portal/contract';
import { getEnv } from '../../../config/env.ts';
import { call } from '../../../lib/api-client.ts';

/** api.auth.getTenant, on the suite site: whether the user's tenant may still use the portal. */
export function checkTenant(email: string, accessToken: string): Promise<TenantCheckAnswer> {
  return call(api.auth.getTenant, { email }, { baseUrl: getEnv().tenantCheckUrl, accessToken });
}
