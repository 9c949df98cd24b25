import {
  DEFAULT_LOCALE,
  isRefusalCode,
  refusals,
  validationCodeOf,
  validationMessages,
} from '@portal/contract';
import type { ApiError } from '../api-error.ts';
import { currentLocale, t } from './intl.ts';

/** One of the contract's validation messages in the language shown now; any other text as it is. */
export function validationText(message: string): string {
  const code = validationCodeOf(message);
  return code ? t(validationMessages[code]) : message;
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
