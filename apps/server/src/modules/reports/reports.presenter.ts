import { reportPeriodLabel, type ReportGrouping, type ReportRow } from '@portal/contract';
import { toHours } from '../../lib/centihours.ts';
import { minorUnitsOf } from '../../lib/money.ts';
import { isNamedGrouping, type SummaryRow } from './reports.repository.ts';

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
    const label = isNamedGrouping(by) ? row[`label${level}`]! : reportPeriodLabel(by, id);
    return { by, id, label };
  }),
  hours: toHours(row.centihours),
  billableHours: toHours(row.billable_centihours),
  ...(priced ? moneyOf(row) : {}),
});
