import { defineMessages, type AbsenceType } from '@portal/contract';
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

const ABSENCE_TYPE_NAMES = defineMessages({
  vacation: { id: 'working-time.absence-type.vacation', defaultMessage: 'Vacation' },
  sick: { id: 'working-time.absence-type.sick', defaultMessage: 'Sick' },
  overtime: { id: 'working-time.absence-type.overtime', defaultMessage: 'Overtime compensation' },
  unpaid: { id: 'working-time.absence-type.unpaid', defaultMessage: 'Unpaid leave' },
  other: { id: 'working-time.absence-type.other', defaultMessage: 'Other paid absence' },
});

/** An absence type as the screen names it. */
export const absenceTypeName = (type: AbsenceType): string => t(ABSENCE_TYPE_NAMES[type]);

/** Hours as the account's panels show them, with their unit: '+1.50 h'. */
export const hoursText = (hours: string): string =>
  t({ id: 'working-time.hours', defaultMessage: '{hours} h' }, { hours });
