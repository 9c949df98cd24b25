import type { AnswerOf, ChangeEndpoint, LiveEvent, ParsedInputOf } from '@portal/contract';
import type { UseMutationOptions } from '@tanstack/react-query';
import { call, type CallInput } from './api-client.ts';
import type { ApiError } from './api-error.ts';
import type { MutationToasts } from './query-client.ts';
import { readSession } from './session.ts';

/** What a change makes stale once it succeeded, or once it settled either way. */
export interface Staleness {
  events: (variables: unknown) => LiveEvent[];
  /** For a change shown before the server answered: read again after a refusal too. */
  onSettled: boolean;
}

/** How a feature's mutation of one endpoint differs from the plain call. */
export interface ChangeOptions<E extends ChangeEndpoint, Variables, Context> extends Omit<
  UseMutationOptions<AnswerOf<E>, ApiError, Variables, Context>,
  'mutationFn' | 'meta'
> {
  /** What the call sends for `variables`; the variables themselves when absent. */
  input?: (variables: Variables) => CallInput<E>;
  /** What the change says (spec §8). */
  meta?: MutationToasts;
  /**
   * Reads what the endpoint invalidates again once the call settled, a refusal included: for a
   * change the screen showed before the server answered.
   */
  invalidateOnSettled?: boolean;
}

/**
 * The one way a feature changes data: the mutation that calls `endpoint` and, once the server
 * accepted it, makes stale what the endpoint declares it invalidates, the same events the server
 * publishes to the tenant's other tabs. The query client's mutation cache applies them (and says
 * the toasts), so no feature names the query keys a change touches. Changes sharing a
 * `mutationKey` are read back once, when the last of a burst settles.
 */
export function mutationFor<E extends ChangeEndpoint, Variables = CallInput<E>, Context = unknown>(
  endpoint: E,
  {
    input = (variables) => variables as CallInput<E>,
    meta,
    invalidateOnSettled = false,
    ...options
  }: ChangeOptions<E, Variables, Context> = {},
): UseMutationOptions<AnswerOf<E>, ApiError, Variables, Context> {
  const staleness: Staleness = {
    events: (variables) => {
      // A public call (sign-up) is made signed out, with no reads of a session to make stale.
      if (endpoint.public) return [];
      const session = readSession();
      const sent = endpoint.input.safeParse({
        ...input(variables as Variables),
        tenantId: session?.tenantId,
      });
      // The call itself checked the input; what it cannot read, a live resync will cover.
      if (!sent.success || !session) return [];
      return endpoint.invalidates(sent.data as ParsedInputOf<E>, { userId: session.userId });
    },
    onSettled: invalidateOnSettled,
  };
  return {
    ...options,
    mutationFn: (variables) => call(endpoint, input(variables)),
    meta: { ...meta, staleness },
  };
}
