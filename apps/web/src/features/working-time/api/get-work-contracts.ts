import { api, type GetWorkContractsAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { WORKING_TIME_FAILURES } from '../messages.ts';

export type WorkContracts = Omit<GetWorkContractsAnswer, 'result'>;

/** api.workingTime.getWorkContracts: one person's contract history, oldest first, and the tenant's defaults. */
export async function getWorkContracts(userId: string): Promise<WorkContracts> {
  const { data, defaults } = await call(api.workingTime.getWorkContracts, { userId });
  return { data, defaults };
}

export const workContractsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.workingTime.contracts(userId),
    queryFn: () => getWorkContracts(userId),
    meta: { failure: WORKING_TIME_FAILURES.contracts },
  });

export function useWorkContracts(userId: string) {
  return useQuery(workContractsQueryOptions(userId));
}
