import { api } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { yearPeriod } from '../../../lib/months.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import type { Account } from '../account-view.ts';
import { WORKING_TIME_FAILURES } from '../messages.ts';

/**
 * api.workingTime.getWorkingTime for `userId` and the whole of `year`: its days, months and
 * vacation account, so that moving through the year's months reads nothing more.
 */
export async function getYearAccount(userId: string, year: number): Promise<Account> {
  const { result: _result, ...account } = await call(api.workingTime.getWorkingTime, {
    userId,
    ...yearPeriod(year),
  });
  return account;
}

export const yearAccountQueryOptions = (userId: string, year: number) => {
  const { from, to } = yearPeriod(year);
  return queryOptions({
    queryKey: queryKeys.workingTime.account(userId, from, to),
    queryFn: () => getYearAccount(userId, year),
    meta: { failure: WORKING_TIME_FAILURES.account },
  });
};

export function useYearAccount(userId: string, year: number) {
  return useQuery(yearAccountQueryOptions(userId, year));
}
