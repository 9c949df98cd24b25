import { api, type GetQuickTasksAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { today } from '../../../lib/dates.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

export type QuickTasks = Omit<GetQuickTasksAnswer, 'result'>;

/** api.pins.getQuickTasks: the caller's pinned tasks, then those they logged time on lately. */
export async function getQuickTasks(): Promise<QuickTasks> {
  const { pinned, recent } = await call(api.pins.getQuickTasks, { today: today() });
  return { pinned, recent };
}

/** What was read this recently is not read again: the Overview's loader reads them as it opens. */
const JUST_READ_MS = 2000;

/**
 * Recent tasks follow every entry the person logs, on any screen or device, so each place that
 * shows them asks again when it opens; pins are kept fresh by their live event.
 */
export const quickTasksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.pins, queryFn: getQuickTasks, staleTime: JUST_READ_MS });

export function useQuickTasks() {
  return useQuery(quickTasksQueryOptions());
}
