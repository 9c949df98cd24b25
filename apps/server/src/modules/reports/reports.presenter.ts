import { reportPeriodLabel, type ReportGrouping, type ReportRow } from '@portal/contract';
import { toHours } from '../../lib/centihours.ts';
import type { SummaryRow } from './reports.repository.ts';

/**
 * An amount in minor units from hundredths of an hour times a rate in minor units an hour,
 * rounded half up to the unit: in integers throughout, as a float would lose cents on large sums.
 */
export function minorUnitsOf(centiMinor: number | string | null | undefined): number {
  const scaled = BigInt(String(centiMinor ?? 0));
  return Number((scaled + 50n) / 100n);
}

/** A group's money: its billable amount, cost and margin, rounded once each. */
export function moneyOf(row: SummaryRow): Pick<ReportRow, 'billableAmount' | 'cost' | 'margin'> {
  const billableAmount = minorUnitsOf(row.bill_centi_minor);
  const cost = minorUnitsOf(row.cost_centi_minor);
  return { billableAmount, cost, margin: billableAmount - cost };
}

/**
 * A group's sum as the report shows it: one key per grouping level, in the order asked for, and
 * with `priced` its money.
 */
export const presentReportRow = (
  groupBy: readonly ReportGrouping[],
  row: SummaryRow,
  priced: boolean,
): ReportRow => ({
  keys: groupBy.map((by, level) => {
    const id = row[`key${level}`]!;
    const label =
      by === 'user' || by === 'project' || by === 'task' ? row[`label${level}`]! : reportPeriodLabel(by, id);
    return { by, id, label };
  }),
  hours: toHours(row.centihours),
  ...(priced ? moneyOf(row) : {}),
});
