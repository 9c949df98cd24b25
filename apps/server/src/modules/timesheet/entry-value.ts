import { sql } from 'kysely';

// What an entry's time is worth, in hundredths of an hour times minor units: at its bill rate if it
// is billable, and at its cost rate. The running sums, the months' sums and the reports all add
// these, in SQL or (for one change's entries) in the server, so both are written here once.

/** An entry's worth at its bill rate, as SQL on an entry aliased `e`: 0 when it is not billable. */
export const billOfEntry = sql<number>`e.centihours * e.bill_rate_minor * e.billable`;

/** An entry's worth at its cost rate, as SQL on an entry aliased `e`. */
export const costOfEntry = sql<number>`e.centihours * e.cost_rate_minor`;

/** The prices an entry was stored with, as its row holds them. */
export interface PricedHours {
  centihours: number;
  billable: number;
  bill_rate_minor: number;
  cost_rate_minor: number;
}

/** `billOfEntry` and `costOfEntry` of an entry the server holds. */
export function valueOf(entry: PricedHours): { bill: number; cost: number } {
  return {
    bill: entry.centihours * Number(entry.bill_rate_minor) * Number(entry.billable),
    cost: entry.centihours * Number(entry.cost_rate_minor),
  };
}
