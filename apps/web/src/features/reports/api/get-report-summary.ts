import { api, type ReportSummaryAnswer, type ReportSummaryBody } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { REPORT_FAILURES } from '../messages.ts';

/** What the report screen asks for; the tenant is added on the way. */
export type ReportRequest = Omit<ReportSummaryBody, 'tenantId'>;

/** A report's answer with the request it answers, so that a report kept on screen is read as it was asked. */
export interface Report {
  request: ReportRequest;
  answer: ReportSummaryAnswer;
}

/** api.reports.summary: the hours of a period summed per group. */
export function getReportSummary(request: ReportRequest): Promise<ReportSummaryAnswer> {
  return call(api.reports.summary, request);
}

export const reportSummaryQueryOptions = (request: ReportRequest) =>
  queryOptions({
    queryKey: queryKeys.timesheet.report(request),
    queryFn: async (): Promise<Report> => ({ request, answer: await getReportSummary(request) }),
    meta: { failure: REPORT_FAILURES.summary },
  });

/**
 * A report, asked for only once `request` can be: null while the period is not one. The report
 * shown stays until the next one has come, so that a new choice does not blank the screen.
 */
export function useReportSummary(request: ReportRequest | null) {
  return useQuery({
    ...reportSummaryQueryOptions(request ?? { from: '', to: '', groupBy: [] }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
