import { api, type GetWorkingTimeReportAnswer, type GetWorkingTimeReportBody } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { REPORT_FAILURES } from '../messages.ts';

/** What the working-time report asks for; the tenant is added on the way. */
export type WorkingTimeReportRequest = Omit<GetWorkingTimeReportBody, 'tenantId'>;

/** The report's answer with the request it answers, so that a report kept on screen is read as it was asked. */
export interface WorkingTimeReport {
  request: WorkingTimeReportRequest;
  answer: GetWorkingTimeReportAnswer;
}

/** api.workingTime.getWorkingTimeReport: each person's working-time account, month by month. */
export function getWorkingTimeReport(request: WorkingTimeReportRequest): Promise<GetWorkingTimeReportAnswer> {
  return call(api.workingTime.getWorkingTimeReport, request);
}

export const workingTimeReportQueryOptions = (request: WorkingTimeReportRequest) =>
  queryOptions({
    queryKey: queryKeys.workingTime.report(request),
    queryFn: async (): Promise<WorkingTimeReport> => ({
      request,
      answer: await getWorkingTimeReport(request),
    }),
    meta: { failure: REPORT_FAILURES.workingTime },
  });

/**
 * The working-time report, asked for only once `request` can be: null while the period is not one.
 * The report shown stays until the next one has come, so that a new choice does not blank the screen.
 */
export function useWorkingTimeReport(request: WorkingTimeReportRequest | null) {
  return useQuery({
    ...workingTimeReportQueryOptions(request ?? { from: '', to: '' }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
