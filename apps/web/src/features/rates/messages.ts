import { defineMessages, type RateKind } from '@portal/contract';

/** What the Rates screen and its form say. */
export const RATE_MESSAGES = defineMessages({
  setRate: { id: 'rates.set', defaultMessage: 'Set rate' },
  saved: { id: 'rates.saved', defaultMessage: 'Rate saved' },
  fetchFailed: { id: 'rates.fetch-failed', defaultMessage: 'Failed to fetch the rates' },
  everyone: { id: 'rates.everyone', defaultMessage: 'Everyone' },
  allProjects: { id: 'rates.all-projects', defaultMessage: 'All projects' },
  validFromRequired: {
    id: 'rates.form.valid-from-required',
    defaultMessage: 'Please choose the day the rate starts',
  },
  validFromInvalid: {
    id: 'rates.form.valid-from-invalid',
    defaultMessage: 'Please enter a valid date (yyyy-MM-dd)',
  },
  amountInvalid: {
    id: 'rates.form.amount-invalid',
    defaultMessage:
      '{digits, plural, =0 {Rate must be a whole amount} one {Rate must be an amount with at most one decimal} other {Rate must be an amount with at most # decimals}}',
  },
});

export const RATE_KIND_NAMES = defineMessages({
  bill: { id: 'rates.kind.bill', defaultMessage: 'Bill rate' },
  cost: { id: 'rates.kind.cost', defaultMessage: 'Cost rate' },
}) satisfies Record<RateKind, unknown>;
