import {
  type AnswerOf,
  defineMessages,
  type Endpoint,
  type InputOf,
  MessageParamsSchema,
  REFUSAL_CODES_PREFERENCE,
} from '@portal/contract';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { paths } from '../config/paths.ts';
import { ApiError } from './api-error.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { navigateForApi } from './api-navigation.ts';
import { forgetSession, getAccessToken } from './auth.tsx';
import { t } from './i18n/intl.ts';
import { refusalText } from './i18n/refusals.ts';
import { readSession } from './session.ts';

/** What a caller sends: the endpoint's input without the tenant, which the client adds itself. */
export type CallInput<E extends Endpoint> = Omit<InputOf<E>, 'tenantId'>;

export interface CallOptions {
  /** Base address of the site serving the call when it is not this one: the suite's tenant check. */
  baseUrl?: string;
  /**
   * The sign-in gate's fresh token, sent instead of the stored user's. The gate runs on /signin
   * before there is a session and says itself why it lets nobody in, so such a call only throws.
   */
  accessToken?: string;
  /**
   * What names this change to the server, so that sending it again changes nothing more: the
   * outbox keeps one per change it holds. A change sent without one gets a key of its own.
   */
  idempotencyKey?: string;
  /**
   * Says nothing and goes nowhere, whatever the answer: for the outbox, which sends changes made
   * earlier and decides itself what a failure means (and must keep the session's changes on a 401).
   */
  quiet?: boolean;
}

/** Everything the client needs from the browser, injected so the rules can be tested without one. */
export interface ApiClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  getAccessToken: () => Promise<string | null>;
  /** Forgets the stored session and token, so the next sign-in starts fresh. */
  forgetSession: () => Promise<void>;
  getTenantId: () => string | null;
  navigate: (path: string) => void;
  showError: (message: string) => void;
}

const messages = defineMessages({
  tokenExpired: { id: 'api.token-expired', defaultMessage: 'Token expired' },
  notFound: { id: 'api.not-found', defaultMessage: 'Not found' },
  requestFailed: { id: 'api.request-failed', defaultMessage: 'Request failed' },
});

/** The refusal an answer reads as: its English reason, and the contract's code and parameters when it has them. */
function refusalOf(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) return new ApiError(status, '');
  const { msg, message, code, params } = body as Record<string, unknown>;
  const reason = typeof msg === 'string' && msg ? msg : typeof message === 'string' ? message : '';
  const parsedParams = MessageParamsSchema.safeParse(params);
  return new ApiError(
    status,
    reason,
    typeof code === 'string' ? code : undefined,
    parsedParams.success ? parsedParams.data : undefined,
  );
}

/** A portal call succeeded only when its answer says `result: 1` (spec §7), whatever the HTTP status. */
const isPortalSuccess = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && (answer as { result?: unknown }).result === 1;

/** A portal answer at all: one that says a result, even a refusal's. */
const hasResult = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && 'result' in answer;

/** The first thing the contract refuses in an input, worded as the server words it: 'endDate: must …'. */
function describeRefusal(error: z.ZodError): ApiError {
  const [first] = error.issues;
  if (!first) return new ApiError(400, messages.requestFailed.defaultMessage);
  const field = first.path.join('.');
  const reason = field ? `${field}: ${first.message}` : first.message;
  return new ApiError(400, reason, 'invalid-field', { field, problem: first.message });
}

export function createApiClient(deps: ApiClientDeps) {
  /**
   * Makes the call `endpoint` declares and answers what its answer schema reads, or throws an
   * ApiError. The input is checked with the endpoint's own schema first, so the browser refuses
   * what the server would, with the server's words. A portal POST carries the stored tenant.
   *
   * On behalf of the signed-in user the client says what went wrong itself (spec §8): no token
   * goes to sign-in; 401 says 'Token expired', forgets the session and goes to sign-in; 404 says
   * 'Not found'; any other refusal says the server's msg. A network error says nothing here. What
   * the failure means for the screen is said by its query or mutation.
   */
  async function call<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    { baseUrl = '', accessToken, idempotencyKey, quiet = false }: CallOptions = {},
  ): Promise<AnswerOf<E>> {
    const onBehalfOfSession = !endpoint.public && accessToken === undefined && !quiet;
    const fail = (error: ApiError, shown: string | null): never => {
      if (onBehalfOfSession && shown) deps.showError(shown);
      throw error;
    };
    const failWithReason = (error: ApiError): never =>
      fail(error, refusalText(error) || t(messages.requestFailed));

    const token = endpoint.public ? null : (accessToken ?? (await deps.getAccessToken()));
    if (!endpoint.public && !token) {
      if (onBehalfOfSession) deps.navigate(paths.signIn);
      throw new ApiError(401, '');
    }

    const isPost = endpoint.method === 'POST';
    const sent = isPost && !endpoint.public ? { ...input, tenantId: deps.getTenantId() } : input;
    const checked = endpoint.input.safeParse(sent);
    if (!checked.success) return failWithReason(describeRefusal(checked.error));

    // The portal's refusals come with their code and parameters, which `refusalText` words in the
    // reader's language. Another site (the suite's tenant check) is not asked: its CORS allows no more.
    const headers: Record<string, string> = {
      ...(baseUrl ? {} : { Prefer: REFUSAL_CODES_PREFERENCE }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
    if (isPost) headers['Content-Type'] = 'application/json';
    if (endpoint.kind === 'change' && !baseUrl)
      headers['Idempotency-Key'] = idempotencyKey ?? newIdempotencyKey();
    const query = isPost ? '' : `?${new URLSearchParams(sent as Record<string, string>)}`;
    let response: Response;
    try {
      response = await deps.fetch(`${baseUrl}${endpoint.path}${query}`, {
        method: endpoint.method,
        headers,
        body: isPost ? JSON.stringify(sent) : undefined,
      });
    } catch {
      return fail(new ApiError(0, ''), null);
    }

    const answer: unknown = await response.json().catch(() => undefined);
    if (response.status === 401) {
      if (onBehalfOfSession) {
        deps.showError(t(messages.tokenExpired));
        await deps.forgetSession();
        deps.navigate(paths.signIn);
      }
      throw refusalOf(401, answer);
    }
    if (response.status === 404) return fail(refusalOf(404, answer), t(messages.notFound));
    if (!response.ok) return failWithReason(refusalOf(response.status, answer));
    // A 2xx answer that says a result other than 1 is the server refusing; one without a result is unreadable.
    if (isPost && !isPortalSuccess(answer)) {
      return failWithReason(refusalOf(hasResult(answer) ? response.status : 0, answer));
    }
    const parsed = endpoint.answer.safeParse(answer);
    if (!parsed.success) return fail(new ApiError(0, ''), t(messages.requestFailed));
    return parsed.data as AnswerOf<E>;
  }

  return { call };
}

export const { call } = createApiClient({
  fetch: (url, init) => fetch(url, init),
  getAccessToken,
  forgetSession,
  getTenantId: () => readSession()?.tenantId ?? null,
  navigate: navigateForApi,
  showError: (message) => toast.error(message),
});
