import { reportStateEntries, type ReportState } from '@portal/contract';

export {
  BILLABLE_BY_CLIENT,
  BILLABLE_CHOICES,
  REPORT_KINDS,
  SHARE_CHARTS,
  defaultReportState,
  readReportState,
  type BillableChoice,
  type PeriodChoice,
  type ReportKind,
  type ReportState,
  type ShareChart,
} from '@portal/contract';

/** The search parameters of a report, as the address keeps them. */
export const writeReportState = (state: ReportState): URLSearchParams =>
  new URLSearchParams(reportStateEntries(state));
