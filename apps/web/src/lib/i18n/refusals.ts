import {
  CONTRACT_FIELD_MESSAGES,
  DEFAULT_LOCALE,
  isRefusalCode,
  type MessageDescriptor,
  refusals,
} from '@portal/contract';
import type { ApiError } from '../api-error.ts';
import { currentLocale, t } from './intl.ts';

/** The texts a form may be refused with, by their English wording (which zod carries). */
const fieldMessages = new Map<string, MessageDescriptor>(
  CONTRACT_FIELD_MESSAGES.map((message) => [message.defaultMessage, message]),
);

/** Adds a form's own refusal texts (those of its schema that the contract does not hold). */
export function registerFieldMessages(messages: Record<string, MessageDescriptor>): void {
  for (const message of Object.values(messages)) fieldMessages.set(message.defaultMessage, message);
}

/** A field's refusal in the language shown now; a text no catalog holds (zod's own) as it is. */
export function validationText(message: string): string {
  const known = fieldMessages.get(message);
  return known ? t(known) : message;
}

/**
 * A refusal's reason in the language shown now: the contract's wording of its code. In English, and
 * for a reason without a known code, the server's own words, which the specification pins.
 */
export function refusalText(error: ApiError): string {
  const { code, msg } = error;
  if (currentLocale() === DEFAULT_LOCALE || !code || !isRefusalCode(code)) return msg;
  const params = { ...error.params };
  if (code === 'invalid-field' && typeof params.problem === 'string')
    params.problem = validationText(params.problem);
  return t(refusals[code], params);
}
