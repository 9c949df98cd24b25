import type { AnswerOf, Endpoint, InputOf } from '@portal/contract';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { paths } from '../config/paths.ts';
import { ApiError } from './api-error.ts';
import { navigateForApi } from './api-navigation.ts';
import { forgetSession, getAccessToken } from './auth.tsx';
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

const TOKEN_EXPIRED = 'Token expired';
const NOT_FOUND = 'Not found';
const REQUEST_FAILED = 'Request failed';

const serverMessage = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return '';
  const { msg, message } = body as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg) return msg;
  return typeof message === 'string' ? message : '';
};

/** A portal call succeeded only when its answer says `result: 1` (spec §7), whatever the HTTP status. */
const isPortalSuccess = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && (answer as { result?: unknown }).result === 1;

/** A portal answer at all: one that says a result, even a refusal's. */
const hasResult = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && 'result' in answer;

/** The first thing the contract refuses in an input, worded as the server words it: 'endDate: must …'. */
function describeRefusal(error: z.ZodError): string {
  const [first] = error.issues;
  if (!first) return REQUEST_FAILED;
  const field = first.path.join('.');
  return field ? `${field}: ${first.message}` : first.message;
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
    { baseUrl = '', accessToken }: CallOptions = {},
  ): Promise<AnswerOf<E>> {
    const onBehalfOfSession = !endpoint.public && accessToken === undefined;
    const fail = (status: number, msg: string, shown: string | null): never => {
      if (onBehalfOfSession && shown) deps.showError(shown);
      throw new ApiError(status, msg);
    };

    const token = endpoint.public ? null : (accessToken ?? (await deps.getAccessToken()));
    if (!endpoint.public && !token) {
      if (onBehalfOfSession) deps.navigate(paths.signIn);
      throw new ApiError(401, '');
    }

    const isPost = endpoint.method === 'POST';
    const sent = isPost && !endpoint.public ? { ...input, tenantId: deps.getTenantId() } : input;
    const checked = endpoint.input.safeParse(sent);
    if (!checked.success) {
      const reason = describeRefusal(checked.error);
      return fail(400, reason, reason);
    }

    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    if (isPost) headers['Content-Type'] = 'application/json';
    const query = isPost ? '' : `?${new URLSearchParams(sent as Record<string, string>)}`;
    let response: Response;
    try {
      response = await deps.fetch(`${baseUrl}${endpoint.path}${query}`, {
        method: endpoint.method,
        headers,
        body: isPost ? JSON.stringify(sent) : undefined,
      });
    } catch {
      return fail(0, '', null);
    }

    const answer: unknown = await response.json().catch(() => undefined);
    const msg = serverMessage(answer);
    if (response.status === 401) {
      if (onBehalfOfSession) {
        deps.showError(TOKEN_EXPIRED);
        await deps.forgetSession();
        deps.navigate(paths.signIn);
      }
      throw new ApiError(401, msg);
    }
    if (response.status === 404) return fail(404, msg, NOT_FOUND);
    if (!response.ok) return fail(response.status, msg, msg || REQUEST_FAILED);
    // A 2xx answer that says a result other than 1 is the server refusing; one without a result is unreadable.
    if (isPost && !isPortalSuccess(answer)) {
      return fail(hasResult(answer) ? response.status : 0, msg, msg || REQUEST_FAILED);
    }
    const parsed = endpoint.answer.safeParse(answer);
    if (!parsed.success) return fail(0, '', REQUEST_FAILED);
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
