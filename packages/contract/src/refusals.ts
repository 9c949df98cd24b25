import { SIGN_UP_MESSAGES } from './auth.ts';
import { DATE_INVALID_MESSAGE } from './common.ts';
import { defineMessages, type MessageDescriptor } from './i18n.ts';
import { PROJECT_MESSAGES } from './projects.ts';
import { TASK_MESSAGES } from './tasks.ts';
import { TIME_ENTRY_MESSAGES } from './timesheet.ts';
import { WEEK_MESSAGES } from './timesheet-approval.ts';
import { USER_MESSAGES } from './users.ts';
import { WEEK_GRID_MESSAGES } from './week-grid.ts';

/**
 * Every reason the server gives for refusing a call, by stable code. The answer carries the code
 * and its parameters beside the English `msg` (which stays the specification's wording), so a
 * client shows the reason in its reader's language. Ids are `refusal.<code>`.
 */
export const refusals = defineMessages({
  'invalid-token': { id: 'refusal.invalid-token', defaultMessage: 'Invalid or expired token' },
  forbidden: { id: 'refusal.forbidden', defaultMessage: 'You do not have permission to do this' },
  'not-found': { id: 'refusal.not-found', defaultMessage: 'Not found' },
  'body-too-large': { id: 'refusal.body-too-large', defaultMessage: 'Request body is too large' },
  'server-error': { id: 'refusal.server-error', defaultMessage: 'Something went wrong on our side' },
  'invalid-field': {
    id: 'refusal.invalid-field',
    defaultMessage: '{field}: {problem}',
    description: 'A field of the request the server refused; field is its JSON path, problem says why.',
  },
});
export type RefusalCode = keyof typeof refusals;
export const REFUSAL_CODES = Object.keys(refusals) as RefusalCode[];
export const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(refusals, code);

/**
 * What the contract's schemas say about a bad field, by stable code: the `problem` of an
 * `invalid-field` refusal, and the message a form shows under the field. Ids are `validation.<code>`.
 */
export const validationMessages = defineMessages({
  'is-invalid': { id: 'validation.is-invalid', defaultMessage: 'is invalid' },
});
export type ValidationCode = keyof typeof validationMessages;

const validationCodeByMessage = new Map<string, ValidationCode>(
  (Object.entries(validationMessages) as [ValidationCode, MessageDescriptor][]).map(([code, message]) => [
    message.defaultMessage,
    code,
  ]),
);

/** The code of one of the contract's validation messages, from its English wording; null for any other text. */
export const validationCodeOf = (message: string): ValidationCode | null =>
  validationCodeByMessage.get(message) ?? null;

/**
 * Every text the contract's schemas may refuse a field with, so that a form can show the refusal
 * its schema gave (in English, as zod carries it) in its reader's language.
 */
export const CONTRACT_FIELD_MESSAGES: readonly MessageDescriptor[] = [
  ...Object.values(validationMessages),
  ...Object.values(SIGN_UP_MESSAGES),
  ...Object.values(USER_MESSAGES),
  ...Object.values(TASK_MESSAGES),
  ...Object.values(PROJECT_MESSAGES),
  ...Object.values(TIME_ENTRY_MESSAGES),
  ...Object.values(WEEK_MESSAGES),
  ...Object.values(WEEK_GRID_MESSAGES),
  DATE_INVALID_MESSAGE,
];
