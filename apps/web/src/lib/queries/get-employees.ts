import { api, type Employee } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import { queryKeys } from './query-keys.ts';

/** api.users.getEmployees: the tenant's read-only directory of active people. */
export async function getEmployees(): Promise<Employee[]> {
  return (await call(api.users.getEmployees, {})).data;
}

/** The directory, and the Review's list of who has not submitted a week, read this one list. */
export const employeesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.users.employees, queryFn: getEmployees });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
