import { defineMessages } from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';

/** What the Working time screen says when a read fails; changes say the answer's msg, refusals the server's. */
export const WORKING_TIME_FAILURES = defineMessages({
  account: { id: 'working-time.account.fetch-failed', defaultMessage: 'Failed to fetch the working time' },
  contracts: {
    id: 'working-time.contracts.fetch-failed',
    defaultMessage: 'Failed to fetch the work contracts',
  },
});

/** The questions asked before a month (`month`, its name) is closed or opened again. */
export const CONFIRM_MONTH = defineMessages({
  close: {
    id: 'working-time.close-month.confirm',
    defaultMessage:
      'Close {month} for {name}? Their time entries, absences and contracts of the month can no longer change.',
  },
  closeForEveryone: {
    id: 'working-time.close-month-for-everyone.confirm',
    defaultMessage:
      "Close {month} for everyone? Nobody's time entries, absences and contracts of the month can change any more.",
  },
  reopen: {
    id: 'working-time.reopen-month.confirm',
    defaultMessage:
      'Reopen {month} for {name}? Their time entries, absences and contracts of the month can change again.',
  },
  reopenForEveryone: {
    id: 'working-time.reopen-month-for-everyone.confirm',
    defaultMessage:
      'Reopen {month} for everyone? Time entries, absences and contracts of the month can change again.',
  },
});

/** Hours as the account's panels show them, with their unit: '+1.50 h'. */
export const hoursText = (hours: string): string =>
  t({ id: 'working-time.hours', defaultMessage: '{hours} h' }, { hours });
