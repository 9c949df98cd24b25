import { defineMessages } from '@portal/contract';

/** What the saved reports and their forms say. */
export const SAVED_REPORT_MESSAGES = defineMessages({
  save: { id: 'saved-reports.save', defaultMessage: 'Save report' },
  saved: { id: 'saved-reports.saved', defaultMessage: 'Report saved' },
  nameRequired: {
    id: 'saved-reports.form.name-required',
    defaultMessage: 'Please enter a name for the report',
  },
  scheduleTitle: { id: 'saved-reports.schedule.title', defaultMessage: 'Schedule {name}' },
  noRecipients: {
    id: 'saved-reports.schedule.no-recipients',
    defaultMessage: 'Choose at least one person to send the report to',
  },
  failure: { id: 'saved-reports.failure', defaultMessage: 'Failed to fetch saved reports' },
});
