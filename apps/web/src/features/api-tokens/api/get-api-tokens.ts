import { api, type ApiToken } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** api.apiTokens.getApiTokens: the caller's own tokens. */
export function useApiTokens() {
  return useQuery({
    queryKey: [...queryKeys.apiTokens, 'own'],
    queryFn: async (): Promise<ApiToken[]> => (await call(api.apiTokens.getApiTokens, {})).tokens,
  });
}

/** api.apiTokens.getTenantApiTokens: every token of the tenant's people, read only for an Admin. */
export function useTenantApiTokens({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...queryKeys.apiTokens, 'tenant'],
    queryFn: async (): Promise<ApiToken[]> => (await call(api.apiTokens.getTenantApiTokens, {})).tokens,
    enabled,
  });
}
