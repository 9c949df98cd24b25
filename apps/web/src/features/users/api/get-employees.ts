import { GetEmployeesAnswer, type Employee } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalPost } from '../../../lib/api-client.ts';

/** POST /api/users/getEmployees: the tenant's read-only directory. */
export async function getEmployees(): Promise<Employee[]> {
  const parsed = GetEmployeesAnswer.safeParse(await portalPost('/api/users/getEmployees'));
  // The api client has already told the user why; the query only needs to know it failed.
  if (!parsed.success) throw new Error('The employee directory could not be loaded');
  return parsed.data.data;
}

export const employeesQueryOptions = () => queryOptions({ queryKey: ['employees'], queryFn: getEmployees });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
