import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isNotFound, type ApiClientDeps } from './api-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setUp(
  overrides: { fetch?: ApiClientDeps['fetch']; getAccessToken?: ApiClientDeps['getAccessToken'] } = {},
) {
  const deps = {
    fetch: vi.fn<ApiClientDeps['fetch']>(overrides.fetch ?? (async () => json(200, { result: 1, data: [] }))),
    getAccessToken: vi.fn<ApiClientDeps['getAccessToken']>(
      overrides.getAccessToken ?? (async () => 'access-token'),
    ),
    forgetSession: vi.fn<ApiClientDeps['forgetSession']>(async () => {}),
    getTenantId: vi.fn<ApiClientDeps['getTenantId']>(() => 'tenant-1'),
    navigate: vi.fn<ApiClientDeps['navigate']>(),
    showError: vi.fn<ApiClientDeps['showError']>(),
  };
  return { deps, ...createApiClient(deps) };
}

describe('api client', () => {
  it('answers the parsed body and sends the bearer token', async () => {
    const { api, deps } = setUp();
    await expect(api('/api/things')).resolves.toEqual({ result: 1, data: [] });
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer access-token' } });
    expect(init.body).toBeUndefined();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('sends a JSON body when there is one', async () => {
    const { api, deps } = setUp();
    await api('/api/things', { method: 'POST', body: { name: 'A' } });
    const [, init] = deps.fetch.mock.calls[0]!;
    expect(init).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer access-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'A' }),
    });
  });

  it('goes to sign-in without calling the server when there is no token', async () => {
    const { api, deps } = setUp({ getAccessToken: async () => null });
    await expect(api('/api/things')).resolves.toBeNull();
    expect(deps.navigate).toHaveBeenCalledWith('/signin');
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('on 401 says the token expired, forgets the session and goes to sign-in', async () => {
    const { api, deps } = setUp({ fetch: async () => json(401, { result: 0, msg: 'Token expired' }) });
    await expect(api('/api/things')).resolves.toBeNull();
    expect(deps.showError).toHaveBeenCalledWith('Token expired');
    expect(deps.forgetSession).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledWith('/signin');
    expect(deps.forgetSession.mock.invocationCallOrder[0]).toBeLessThan(
      deps.navigate.mock.invocationCallOrder[0]!,
    );
  });

  it('on 404 says Not found and answers the not-found marker', async () => {
    const { api, deps } = setUp({
      fetch: async () => json(404, { result: 0, msg: 'Task not found' }),
    });
    const answer = await api('/api/things');
    expect(answer).toEqual({ notFound: true });
    expect(isNotFound(answer)).toBe(true);
    expect(deps.showError).toHaveBeenCalledWith('Not found');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('on any other failure shows the server message and answers null', async () => {
    const { api, deps } = setUp({
      fetch: async () => json(500, { result: 0, msg: 'Something went wrong on our side' }),
    });
    await expect(api('/api/things')).resolves.toBeNull();
    expect(deps.showError).toHaveBeenCalledWith('Something went wrong on our side');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('shows a general message when a failure carries none', async () => {
    const { api, deps } = setUp({ fetch: async () => new Response('Bad gateway', { status: 502 }) });
    await expect(api('/api/things')).resolves.toBeNull();
    expect(deps.showError).toHaveBeenCalledWith('Request failed');
  });

  it('answers null on a network error, without a toast', async () => {
    const { api, deps } = setUp({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api('/api/things')).resolves.toBeNull();
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('posts portal calls with the stored tenantId in the body', async () => {
    const { portalPost, deps } = setUp();
    await portalPost('/api/users/getEmployees', { userId: 'u1' });
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe('/api/users/getEmployees');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ userId: 'u1', tenantId: 'tenant-1' });
  });
});

describe('isNotFound', () => {
  it('recognises only the marker', () => {
    expect(isNotFound({ notFound: true })).toBe(true);
    expect(isNotFound(null)).toBe(false);
    expect(isNotFound({ result: 1 })).toBe(false);
  });
});
