import { defineMessages, type AbsenceStatus } from '@portal/contract';
import { t } from '../../lib/i18n/intl.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';

/** What the Absences screen says when a read fails; changes say the answer's msg, refusals the server's. */
export const ABSENCE_FAILURES = defineMessages({
  absences: { id: 'absences.fetch-failed', defaultMessage: 'Failed to fetch absences' },
  holidays: { id: 'absences.holidays.fetch-failed', defaultMessage: 'Failed to fetch holidays' },
});

export const ABSENCE_QUESTIONS = defineMessages({
  /** Asked before one's own request is withdrawn. */
  cancelOwn: { id: 'absences.cancel-own.confirm', defaultMessage: 'Cancel this absence request?' },
});

const DECISION_FORM_MESSAGES = defineMessages({
  reasonRequired: { id: 'absences.reason.required', defaultMessage: 'Please give a reason' },
});
registerFieldMessages(DECISION_FORM_MESSAGES);

/** What the reason forms say, in English as their schemas carry it; the fields say it in the reader's language. */
export const DECISION_MESSAGES = {
  reasonRequired: DECISION_FORM_MESSAGES.reasonRequired.defaultMessage,
} as const;

const STATUS_NAMES = defineMessages({
  requested: { id: 'absences.status.requested', defaultMessage: 'Requested' },
  approved: { id: 'absences.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'absences.status.rejected', defaultMessage: 'Rejected' },
  cancelled: { id: 'absences.status.cancelled', defaultMessage: 'Cancelled' },
});

/** Where an absence stands, as the screen names it. */
export const absenceStatusName = (status: AbsenceStatus): string => t(STATUS_NAMES[status]);
