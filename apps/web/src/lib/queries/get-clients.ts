import { api, type Client } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { queryKeys } from './query-keys.ts';
import { READ_FAILURES } from './read-failures.ts';

/** api.clients.getClients: the tenant's clients by name, for Managers and Admins. */
export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.clients,
    queryFn: async (): Promise<Client[]> => (await call(api.clients.getClients, {})).clients,
    meta: { failure: READ_FAILURES.clients },
  });

/** The Clients screen and the project form read this one list; `enabled` false for a User. */
export function useClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions(), enabled });
}
