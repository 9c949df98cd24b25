import { reportPeriodLabel, type ReportGrouping, type ReportRow } from '@portal/contract';
import { toHours } from '../../lib/centihours.ts';
import type { SummaryRow } from './reports.repository.ts';

/** A group's sum as the report shows it: one key per grouping level, in the order asked for. */
export const presentReportRow = (groupBy: readonly ReportGrouping[], row: SummaryRow): ReportRow => ({
  keys: groupBy.map((by, level) => {
    const id = row[`key${level}`]!;
    const label =
      by === 'user' || by === 'project' || by === 'task' ? row[`label${level}`]! : reportPeriodLabel(by, id);
    return { by, id, label };
  }),
  hours: toHours(row.centihours),
});
