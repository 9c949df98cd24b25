import { type MessageParams, type RefusalCode, refusals } from '@portal/contract';
import { english } from './i18n/messages.ts';

/**
 * An error whose message is safe to show the caller, with the HTTP status that says why. `code` and
 * `params` name the contract's refusal, so a client can word it in its reader's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: RefusalCode,
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Refuses with one of the contract's refusals, its English wording as the message. */
export const refuse = (statusCode: number, code: RefusalCode, params?: MessageParams): AppError =>
  new AppError(statusCode, english(refusals[code], params), code, params);

export const BadRequest = (msg: string) => new AppError(400, msg);
export const Unauthorized = (msg = 'Invalid or expired token') => new AppError(401, msg);
export const Forbidden = (msg = 'You do not have permission to do this') => new AppError(403, msg);
export const NotFound = (msg = 'Not found') => new AppError(404, msg);
export const Conflict = (msg: string) => new AppError(409, msg);
