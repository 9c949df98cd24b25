import { api, type TenantSettings } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { queryKeys } from './query-keys.ts';

/** api.settings.getSettings: the tenant's working days, expected hours, time zone and reminder. */
export async function getSettings(): Promise<TenantSettings> {
  return (await call(api.settings.getSettings, {})).settings;
}

/** The Settings screen reads and edits them. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings, queryFn: getSettings, staleTime: 5 * 60_000 });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
