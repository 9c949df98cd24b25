import toast from 'react-hot-toast';
import { paths } from '../config/paths.ts';
import { forgetSession, getAccessToken } from './auth.tsx';
import { readSession } from './session.ts';

/** What a call answers when the server says 404 (spec §8). */
export interface NotFoundMarker {
  notFound: true;
}

export const isNotFound = (value: unknown): value is NotFoundMarker =>
  typeof value === 'object' && value !== null && (value as Partial<NotFoundMarker>).notFound === true;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
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

const serverMessage = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { msg, message } = body as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg) return msg;
  return typeof message === 'string' && message ? message : null;
};

export function createApiClient(deps: ApiClientDeps) {
  /**
   * The one authenticated helper (spec §7, §8): sends the provider's access token and answers the
   * parsed JSON body. It shows the failure itself and answers null (or the not-found marker), so
   * callers only decide what a missing answer means for their screen.
   */
  async function api(path: string, { method = 'GET', body }: ApiRequest = {}): Promise<unknown> {
    const token = await deps.getAccessToken();
    if (!token) {
      deps.navigate(paths.signIn);
      return null;
    }
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await deps.fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return null;
    }

    if (response.status === 401) {
      deps.showError(TOKEN_EXPIRED);
      await deps.forgetSession();
      deps.navigate(paths.signIn);
      return null;
    }
    if (response.status === 404) {
      deps.showError(NOT_FOUND);
      return { notFound: true } satisfies NotFoundMarker;
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      deps.showError(serverMessage(answer) ?? REQUEST_FAILED);
      return null;
    }
    return answer;
  }

  /** A portal call (spec §7): always a POST whose JSON body names the caller's tenant. */
  function portalPost(path: string, body: Record<string, unknown> = {}): Promise<unknown> {
    return api(path, { method: 'POST', body: { ...body, tenantId: deps.getTenantId() } });
  }

  return { api, portalPost };
}

let navigateTo = (path: string) => window.location.assign(path);

/** Hands the api client the router's navigation, so that moving to sign-in keeps the page and its toast. */
export function setApiNavigation(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

export const { api, portalPost } = createApiClient({
  fetch: (url, init) => fetch(url, init),
  getAccessToken,
  forgetSession,
  getTenantId: () => readSession()?.tenantId ?? null,
  navigate: (path) => navigateTo(path),
  showError: (message) => toast.error(message),
});
