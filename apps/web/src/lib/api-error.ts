import type { MessageParams } from '@portal/contract';

/**
 * The one way a call fails. `status` is the HTTP status the refusal came with (400 as well for input
 * the contract refuses before it is sent, 401 when there is no token to send), and 0 when there was
 * no answer to read: a network error or an answer that is not the endpoint's.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The server's reason, in English as it worded it; empty when it gave none. */
    readonly msg: string,
    /** The contract's refusal code and its parameters, for wording the reason in the reader's language. */
    readonly code?: string,
    readonly params?: MessageParams,
  ) {
    super(msg || (status === 0 ? 'No answer to read' : `Refused with status ${status}`));
  }
}

/** True when the server (or the contract, before sending) refused the call, rather than no answer arriving. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status !== 0;
