import {
  type MessageParams,
  type RefusalCode,
  refusals,
  type ValidationCode,
  validationMessages,
} from '@portal/contract';
import { english } from './i18n/messages.ts';

/**
 * A refusal the caller may be told of, with the HTTP status that says why: one of the contract's
 * refusals by code and parameters, and as its message their English wording, so a client can word
 * it in its reader's language and no refusal goes out without a code.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: RefusalCode,
    readonly params: MessageParams = {},
  ) {
    super(english(refusals[code], params));
    this.name = 'AppError';
  }
}

/** Refuses with one of the contract's refusals, its English wording as the message. */
export const refuse = (statusCode: number, code: RefusalCode, params?: MessageParams): AppError =>
  new AppError(statusCode, code, params);

/** Refuses a field (400) for one of the contract's validation problems, as a refused schema would. */
export const refuseField = (field: string, problem: ValidationCode): AppError =>
  refuse(400, 'invalid-field', {
    field,
    problem: english(validationMessages[problem]),
    problemCode: problem,
  });
