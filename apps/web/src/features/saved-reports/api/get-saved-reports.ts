import { api, type SavedReport } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { SAVED_REPORT_MESSAGES } from '../messages.ts';

/** api.savedReports.getSavedReports: the caller's saved reports and those shared with them. */
export const savedReportsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.savedReports,
    queryFn: async (): Promise<SavedReport[]> => (await call(api.savedReports.getSavedReports, {})).reports,
    meta: { failure: SAVED_REPORT_MESSAGES.failure },
  });

export function useSavedReports() {
  return useQuery(savedReportsQueryOptions());
}
