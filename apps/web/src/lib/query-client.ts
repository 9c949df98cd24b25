import { defineMessages, type MessageDescriptor } from '@portal/contract';
import { MutationCache, QueryCache, QueryClient, type Mutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { isRefusal, type ApiError } from './api-error.ts';
import { t } from './i18n/intl.ts';
import { applyLiveEvents } from './live/live-invalidations.ts';
import type { Staleness } from './mutation-for.ts';
import { answerText } from './i18n/answer-messages.ts';
import { isQueued } from './outbox/outbox.ts';

const messages = defineMessages({
  kept: {
    id: 'outbox.kept',
    defaultMessage: 'Kept on this device. It will be sent when you are online.',
  },
});

/** How long what the screens read stays in memory unused, and so in the copy kept for offline use. */
const UNUSED_READ_KEPT_MS = 24 * 60 * 60 * 1000;

/** Success text of a mutation whose answer words it: the answer's msg. */
export const ANSWER_MSG = Symbol('the answer msg');

/**
 * A toast's text: worded already, or a catalog text, worded in the language shown when the toast
 * is said.
 */
export type ToastText = string | MessageDescriptor;

const worded = (text: ToastText): string => (typeof text === 'string' ? text : t(text));

/** What a read says when it fails (spec §8), in its `meta`. */
export type QueryToasts = {
  /** Said once, however many reads fail at the same time. */
  failure?: ToastText;
};

/** What a mutation says (spec §8), in its `meta`. */
export type MutationToasts = {
  /** Said when the call succeeds. */
  success?: ToastText | typeof ANSWER_MSG;
  /** Said when the server refuses the call, given the refusal when the text depends on it. */
  refused?: ToastText | ((error: ApiError) => string);
  /** Said when no answer came (network error, unreadable answer); `refused` when it is a text and this is absent. */
  threw?: ToastText;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryToasts;
    /** `staleness` is set by `mutationFor`, from what the endpoint declares it invalidates. */
    mutationMeta: MutationToasts & { staleness?: Staleness };
  }
}

function answerMsg(answer: unknown): string | undefined {
  const msg = typeof answer === 'object' && answer !== null ? (answer as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' ? answerText(msg) : undefined;
}

function failureText(error: Error, { refused, threw }: MutationToasts): string | undefined {
  if (isRefusal(error)) return typeof refused === 'function' ? refused(error) : refused && worded(refused);
  const text = threw ?? (typeof refused === 'function' ? undefined : refused);
  return text && worded(text);
}

/**
 * Makes stale what a settled change declares it invalidates. Of a burst of changes sharing a
 * mutation key, the last to settle reads back for all: this one still counts as pending here.
 */
function invalidate(
  queryClient: QueryClient,
  mutation: Mutation<unknown, unknown, unknown>,
  variables: unknown,
) {
  const staleness = mutation.meta?.staleness;
  if (!staleness) return;
  const { mutationKey } = mutation.options;
  if (mutationKey && queryClient.isMutating({ mutationKey }) > 1) return;
  return applyLiveEvents(queryClient, staleness.events(variables));
}

/**
 * The server-state cache. Screens' toasts are raised here, from each query's and mutation's meta,
 * and what each change invalidates is read again; the api client raises its own toasts (spec §8)
 * before the failure reaches the cache.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const failure = query.meta?.failure;
        if (!failure) return;
        const text = worded(failure);
        toast.error(text, { id: text });
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (answer, variables, _context, mutation) => {
        const success = mutation.meta?.success;
        // Kept for later: its own toast now, and nothing to read again until the server has it.
        if (isQueued(answer)) {
          if (!answer.withdrawn) toast(t(messages.kept), { id: messages.kept.id });
          else if (success && success !== ANSWER_MSG) toast.success(worded(success));
          return;
        }
        const text = success === ANSWER_MSG ? answerMsg(answer) : success && worded(success);
        if (text) toast.success(text);
        if (!mutation.meta?.staleness?.onSettled) return invalidate(queryClient, mutation, variables);
      },
      onError: (error, _variables, _context, mutation) => {
        const text = failureText(error, mutation.meta ?? {});
        if (text) toast.error(text);
      },
      // After the mutation's own onError, which puts back what it showed before the answer.
      onSettled: (answer, _error, variables, _context, mutation) => {
        if (mutation.meta?.staleness?.onSettled && !isQueued(answer))
          return invalidate(queryClient, mutation, variables);
      },
    }),
    defaultOptions: {
      queries: {
        // The failure has been said already; retrying would say it again.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        gcTime: UNUSED_READ_KEPT_MS,
      },
    },
  });
  return queryClient;
}

export const queryClient = createQueryClient();
