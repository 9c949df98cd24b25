import { api, type User } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { REPORT_FAILURES } from '../messages.ts';

/**
 * api.users.getAllUsers, unpaged: everyone a report may be filtered by, deactivated people too,
 * since their time stays; Managers and Admins only.
 */
export async function getReportUsers(): Promise<User[]> {
  return (await call(api.users.getAllUsers, {})).data;
}

export const reportUsersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.users.list,
    queryFn: getReportUsers,
    meta: { failure: REPORT_FAILURES.users },
  });

/** The users filter's choices; not asked for when `enabled` is false, for the role User. */
export function useReportUsers(enabled: boolean) {
  return useQuery({ ...reportUsersQueryOptions(), enabled });
}
