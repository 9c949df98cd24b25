import type { AnswerOf, ChangeEndpoint, LiveEvent, ParsedInputOf } from '@portal/contract';
import type { UseMutationOptions } from '@tanstack/react-query';
import { call, type CallInput } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { loadOutbox, type Queued } from './outbox/outbox.ts';
import type { MutationToasts } from './query-client.ts';
import { readSession } from './session.ts';

/** What a change makes stale once it succeeded, or once it settled either way. */
export interface Staleness {
  events: (variables: unknown) => LiveEvent[];
  /** For a change shown before the server answered: read again after a refusal too. */
  onSettled: boolean;
}

/**
 * A change that works without a network: kept in the outbox when it cannot reach the server and
 * sent from there, in order, once it can. What the screen showed before the answer stays shown.
 */
export interface OfflineChange<E extends ChangeEndpoint> {
  /**
   * What a change kept before any attempt sends instead: the device's time of a timer's start or
   * stop, which the server would otherwise take from its own clock when the change arrives.
   */
  kept?: (input: CallInput<E>) => CallInput<E>;
  /** The key of a kept change that this one takes back instead of being sent: see `withdraw`. */
  withdraws?: (input: CallInput<E>) => string | undefined;
}

/** How a feature's mutation of one endpoint differs from the plain call. */
export interface ChangeOptions<
  E extends ChangeEndpoint,
  Variables,
  Context,
  Answer = AnswerOf<E>,
> extends Omit<UseMutationOptions<Answer, ApiError, Variables, Context>, 'mutationFn' | 'meta'> {
  /** What the call sends for `variables`; the variables themselves when absent. */
  input?: (variables: Variables) => CallInput<E>;
  /** What the change says (spec §8). */
  meta?: MutationToasts;
  /**
   * Reads what the endpoint invalidates again once the call settled, a refusal included: for a
   * change the screen showed before the server answered.
   */
  invalidateOnSettled?: boolean;
  /** Kept on this device when offline; its answer is then `Queued` rather than the server's. */
  offline?: OfflineChange<E>;
}

/** The key each change is sent with, made once per change (its variables), so that retries share it. */
const keys = new WeakMap<object, string>();

/**
 * The idempotency key of the change made with `variables`: what an optimistic update names an
 * entry by before the server has given it an id, and what the outbox keeps it under.
 */
export function changeKeyOf(variables: unknown): string {
  if (typeof variables !== 'object' || variables === null) return newIdempotencyKey();
  let key = keys.get(variables);
  if (!key) {
    key = newIdempotencyKey();
    keys.set(variables, key);
  }
  return key;
}

/** What a change of `endpoint` sending `input` makes stale for the signed-in user. */
export function staleEventsOf<E extends ChangeEndpoint>(endpoint: E, input: object): LiveEvent[] {
  // A public call (sign-up) is made signed out, with no reads of a session to make stale.
  if (endpoint.public) return [];
  const session = readSession();
  const sent = endpoint.input.safeParse({ ...input, tenantId: session?.tenantId });
  // The call itself checked the input; what it cannot read, a live resync will cover.
  if (!sent.success || !session) return [];
  return endpoint.invalidates(sent.data as ParsedInputOf<E>, { userId: session.userId });
}

/** No answer came: the network is down, or the answer was lost on the way. */
const noAnswer = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Sends a change that may wait: kept at once when the browser is offline; sent, and kept with the
 * same key when no answer comes, so that if the first attempt did reach the server, sending it
 * again is answered from what the server kept and nothing happens twice.
 */
async function sendOrKeep<E extends ChangeEndpoint>(
  endpoint: E,
  input: CallInput<E>,
  idempotencyKey: string,
  { kept, withdraws }: OfflineChange<E>,
): Promise<AnswerOf<E> | Queued> {
  const withdrawn = withdraws?.(input);
  if (withdrawn !== undefined) {
    // The change it takes back reached the server meanwhile: the lists read again show it.
    if (!(await (await loadOutbox()).withdraw(withdrawn))) throw new ApiError(409, '');
    return { queued: true, idempotencyKey, withdrawn: true };
  }
  const keep = async (sent: CallInput<E>, original: unknown) => {
    const outbox = await loadOutbox().catch(() => {
      // Offline before the outbox could load: the change fails as it would without one.
      throw original;
    });
    return outbox.keep(endpoint.path, sent, idempotencyKey);
  };
  if (!navigator.onLine) return keep(kept ? kept(input) : input, new ApiError(0, ''));
  try {
    return await call(endpoint, input, { idempotencyKey });
  } catch (error) {
    if (noAnswer(error)) return keep(input, error);
    throw error;
  }
}

export function mutationFor<E extends ChangeEndpoint, Variables = CallInput<E>, Context = unknown>(
  endpoint: E,
  options: ChangeOptions<E, Variables, Context, AnswerOf<E> | Queued> & { offline: OfflineChange<E> },
): UseMutationOptions<AnswerOf<E> | Queued, ApiError, Variables, Context>;
export function mutationFor<E extends ChangeEndpoint, Variables = CallInput<E>, Context = unknown>(
  endpoint: E,
  options?: ChangeOptions<E, Variables, Context>,
): UseMutationOptions<AnswerOf<E>, ApiError, Variables, Context>;
/**
 * The one way a feature changes data: the mutation that calls `endpoint` and, once the server
 * accepted it, makes stale what the endpoint declares it invalidates, the same events the server
 * publishes to the tenant's other tabs. The query client's mutation cache applies them (and says
 * the toasts), so no feature names the query keys a change touches. Changes sharing a
 * `mutationKey` are read back once, when the last of a burst settles. With `offline`, a change
 * that cannot reach the server is kept in the outbox and answers `Queued`.
 */
export function mutationFor<E extends ChangeEndpoint, Variables = CallInput<E>, Context = unknown>(
  endpoint: E,
  {
    input = (variables) => variables as CallInput<E>,
    meta,
    invalidateOnSettled = false,
    offline,
    ...options
  }: ChangeOptions<E, Variables, Context, AnswerOf<E> | Queued> = {},
): UseMutationOptions<AnswerOf<E> | Queued, ApiError, Variables, Context> {
  const staleness: Staleness = {
    events: (variables) => staleEventsOf(endpoint, input(variables as Variables)),
    onSettled: invalidateOnSettled,
  };
  return {
    ...options,
    // A change that may wait is tried even offline: it is kept then, instead of paused unseen.
    ...(offline ? { networkMode: 'always' as const } : {}),
    mutationFn: (variables) =>
      offline
        ? sendOrKeep(endpoint, input(variables), changeKeyOf(variables), offline)
        : call(endpoint, input(variables)),
    meta: { ...meta, staleness },
  };
}
