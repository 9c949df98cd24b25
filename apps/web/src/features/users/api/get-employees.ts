import { api, type Employee } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/** api.users.getEmployees: the tenant's read-only directory. */
export async function getEmployees(): Promise<Employee[]> {
  return (await call(api.users.getEmployees, {})).data;
}

export const employeesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.users.employees, queryFn: getEmployees });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
