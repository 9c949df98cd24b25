import { defineMessages } from '@portal/contract';
import { registerFieldMessages, validationText } from './refusals.ts';

/**
 * The server's own confirmations that screens show as they come (`msg` of a change's answer), so
 * that they read in the reader's language; a confirmation not listed here shows as the server worded it.
 */
const answerMessages = defineMessages({
  settingsSaved: { id: 'answer.settings-saved', defaultMessage: 'Settings saved' },
  holidaysSaved: { id: 'answer.holidays-saved', defaultMessage: 'Holidays saved' },
  contractSaved: { id: 'answer.contract-saved', defaultMessage: 'Contract saved' },
  absenceRequested: { id: 'answer.absence-requested', defaultMessage: 'Absence requested' },
  absenceRecorded: { id: 'answer.absence-recorded', defaultMessage: 'Absence recorded' },
  absenceApproved: { id: 'answer.absence-approved', defaultMessage: 'Absence approved' },
  absenceRejected: { id: 'answer.absence-rejected', defaultMessage: 'Absence rejected' },
  absenceCancelled: { id: 'answer.absence-cancelled', defaultMessage: 'Absence cancelled' },
  timerDiscarded: { id: 'answer.timer-discarded', defaultMessage: 'Timer discarded' },
  clientSaved: { id: 'answer.client-saved', defaultMessage: 'Client saved' },
  clientDeleted: { id: 'answer.client-deleted', defaultMessage: 'Client deleted' },
  rateDeleted: { id: 'answer.rate-deleted', defaultMessage: 'Rate deleted' },
  savedReportChanged: { id: 'answer.saved-report-changed', defaultMessage: 'Saved report changed' },
  savedReportDeleted: { id: 'answer.saved-report-deleted', defaultMessage: 'Saved report deleted' },
  apiTokenRevoked: { id: 'answer.api-token-revoked', defaultMessage: 'API token revoked' },
  calendarFeedRevoked: { id: 'answer.calendar-feed-revoked', defaultMessage: 'Calendar feed revoked' },
});
registerFieldMessages(answerMessages);

/** A change's confirmation in the language shown now. */
export const answerText = (msg: string): string => validationText(msg);
