import { api } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientDeps } from './api-client.ts';
import { ApiError } from './api-error.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const tenantAnswer = { result: { subscription_expired: false } };
const email = { email: 'grace@example.com' };
const emailQuery = '?email=grace%40example.com';
const userEdit = { userId: 'u2', name: 'Uma', email: 'uma@example.com', role: 'User' as const };

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

/** What a failed call throws: an ApiError with this status and msg. */
const refusal = (status: number, msg = '') => expect.objectContaining({ name: 'ApiError', status, msg });

describe('api client', () => {
  it('answers the parsed body and sends the bearer token', async () => {
    const { call, deps } = setUp({ fetch: async () => json(200, tenantAnswer) });
    await expect(call(api.auth.getTenant, email)).resolves.toEqual(tenantAnswer);
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe(`${api.auth.getTenant.path}${emailQuery}`);
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer access-token' } });
    expect(init.body).toBeUndefined();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('sends a JSON body when there is one', async () => {
    const { call, deps } = setUp();
    await call(api.timesheet.getTimeEntries, { userId: 'u1' });
    const [, init] = deps.fetch.mock.calls[0]!;
    expect(init).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer access-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: 'u1', tenantId: 'tenant-1' }),
    });
  });

  it('names every change by an Idempotency-Key, the one given or a new one, and no read', async () => {
    const { call, deps } = setUp({ fetch: async () => json(200, { result: 1, msg: 'ok' }) });
    await call(api.users.setLanguage, { language: 'de' }, { idempotencyKey: 'kept-key' });
    await call(api.users.setLanguage, { language: 'de' });
    await call(api.users.setLanguage, { language: 'de' });
    await call(api.timesheet.getTimeEntries, { userId: 'u1' }).catch(() => undefined);
    const keys = deps.fetch.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[0]).toBe('kept-key');
    expect(keys[1]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).toBeUndefined();
  });

  it('goes to sign-in without calling the server when there is no token', async () => {
    const { call, deps } = setUp({ getAccessToken: async () => null });
    await expect(call(api.timesheet.getTimeEntries, { userId: 'u1' })).rejects.toEqual(refusal(401));
    expect(deps.navigate).toHaveBeenCalledWith('/signin');
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('on 401 says the token expired, forgets the session and goes to sign-in', async () => {
    const { call, deps } = setUp({ fetch: async () => json(401, { result: 0, msg: 'Token expired' }) });
    await expect(call(api.timesheet.getTimeEntries, { userId: 'u1' })).rejects.toEqual(
      refusal(401, 'Token expired'),
    );
    expect(deps.showError).toHaveBeenCalledWith('Token expired');
    expect(deps.forgetSession).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledWith('/signin');
    expect(deps.forgetSession.mock.invocationCallOrder[0]).toBeLessThan(
      deps.navigate.mock.invocationCallOrder[0]!,
    );
  });

  it('on 404 says Not found and fails with the status', async () => {
    const { call, deps } = setUp({
      fetch: async () => json(404, { result: 0, msg: 'Task not found' }),
    });
    const failure = call(api.tasks.deleteTask, { taskId: 't1' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toEqual(refusal(404, 'Task not found'));
    expect(deps.showError).toHaveBeenCalledWith('Not found');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('on any other failure shows the server message and fails with it', async () => {
    const { call, deps } = setUp({
      fetch: async () => json(500, { result: 0, msg: 'Something went wrong on our side' }),
    });
    await expect(call(api.timesheet.getTimeEntries, { userId: 'u1' })).rejects.toEqual(
      refusal(500, 'Something went wrong on our side'),
    );
    expect(deps.showError).toHaveBeenCalledWith('Something went wrong on our side');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('shows a general message when a failure carries none', async () => {
    const { call, deps } = setUp({ fetch: async () => new Response('Bad gateway', { status: 502 }) });
    await expect(call(api.timesheet.getTimeEntries, { userId: 'u1' })).rejects.toEqual(refusal(502));
    expect(deps.showError).toHaveBeenCalledWith('Request failed');
  });

  it('when quiet, says nothing and goes nowhere on a refusal or an expired token, failing the same', async () => {
    for (const [status, answer] of [
      [409, { result: 0, msg: 'The week is approved' }],
      [401, { result: 0, msg: 'Token expired' }],
    ] as const) {
      const { call, deps } = setUp({ fetch: async () => json(status, answer) });
      await expect(
        call(api.timesheet.deleteTimeEntry, { timeEntryId: 'e1' }, { quiet: true }),
      ).rejects.toMatchObject({ status });
      expect(deps.showError).not.toHaveBeenCalled();
      expect(deps.navigate).not.toHaveBeenCalled();
      expect(deps.forgetSession).not.toHaveBeenCalled();
    }
  });

  it('fails with status 0 on a network error, without a toast', async () => {
    const { call, deps } = setUp({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(call(api.timesheet.getTimeEntries, { userId: 'u1' })).rejects.toEqual(refusal(0));
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('posts portal calls with the stored tenantId in the body', async () => {
    const { call, deps } = setUp();
    await call(api.timesheet.getTimeEntries, { userId: 'u1' });
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe(api.timesheet.getTimeEntries.path);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ userId: 'u1', tenantId: 'tenant-1' });
  });

  it('refuses what the contract refuses before sending it, in the words the server would use', async () => {
    const { call, deps } = setUp();
    const project = {
      name: 'Harbour',
      description: 'Berths',
      startDate: '2026-11-01',
      endDate: '2026-10-01',
    };
    await expect(call(api.projects.addProject, project)).rejects.toEqual(
      refusal(400, 'endDate: must not be before startDate'),
    );
    expect(deps.showError).toHaveBeenCalledWith('endDate: must not be before startDate');
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('fails with status 0 on a success answer that is not the endpoint’s', async () => {
    const { call, deps } = setUp({ fetch: async () => json(200, { result: 1 }) });
    await expect(call(api.timesheet.getTimeEntries, { userId: 'u1' })).rejects.toEqual(refusal(0));
    expect(deps.showError).toHaveBeenCalledWith('Request failed');
  });

  it('answers what the answer schema reads, leaving out what it does not declare', async () => {
    const { call } = setUp({ fetch: async () => json(200, { result: 1, data: [], extra: 'cut' }) });
    await expect(call(api.timesheet.getTimeEntries, { userId: 'u1' })).resolves.toEqual({
      result: 1,
      data: [],
    });
  });
});

describe('portal calls', () => {
  it('answer the body when it says result 1', async () => {
    const { call, deps } = setUp({ fetch: async () => json(200, { result: 1, msg: 'User updated' }) });
    await expect(call(api.users.editUser, userEdit)).resolves.toEqual({ result: 1, msg: 'User updated' });
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('fail on any other result even with status 200, showing the server msg', async () => {
    const { call, deps } = setUp({
      fetch: async () => json(200, { result: 0, msg: 'Email already used by someone' }),
    });
    await expect(call(api.users.editUser, userEdit)).rejects.toEqual(
      refusal(200, 'Email already used by someone'),
    );
    expect(deps.showError).toHaveBeenCalledWith('Email already used by someone');
  });

  it.each([
    ['no result', { msg: '' }, 0],
    ['a result that is not 1', { result: true }, 201],
    ['a body that is not an object', 'ok', 0],
  ])('fail with a general message on a 2xx answer with %s', async (_case, body, status) => {
    const { call, deps } = setUp({ fetch: async () => json(201, body) });
    await expect(call(api.projects.addProject, { name: 'A', description: 'B' })).rejects.toEqual(
      refusal(status),
    );
    expect(deps.showError).toHaveBeenCalledWith('Request failed');
  });

  it('show the server msg of a refusal with a 4xx status as before', async () => {
    const { call, deps } = setUp({
      fetch: async () => json(409, { result: 0, msg: 'Email already used by someone' }),
    });
    await expect(call(api.users.editUser, userEdit)).rejects.toEqual(
      refusal(409, 'Email already used by someone'),
    );
    expect(deps.showError).toHaveBeenCalledWith('Email already used by someone');
  });
});

describe('calls that are no portal calls', () => {
  it('leave the meaning of result to the answer schema', async () => {
    const { call, deps } = setUp({ fetch: async () => json(200, tenantAnswer) });
    await expect(call(api.auth.getTenant, email)).resolves.toEqual(tenantAnswer);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('read the server msg, else its message', async () => {
    const { call } = setUp({ fetch: async () => json(400, { message: 'Bad input' }) });
    await expect(call(api.auth.getTenant, email)).rejects.toEqual(refusal(400, 'Bad input'));
  });
});

describe('the sign-in gate’s calls', () => {
  const gate = { baseUrl: 'https://suite.example.com', accessToken: 'tok' };

  it('send the gate’s token to the site named and answer the checked body', async () => {
    const { call, deps } = setUp({ fetch: async () => json(200, tenantAnswer) });
    await expect(call(api.auth.getTenant, email, gate)).resolves.toEqual(tenantAnswer);
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe(`https://suite.example.com${api.auth.getTenant.path}${emailQuery}`);
    expect(init.headers).toEqual({ Authorization: 'Bearer tok' });
    expect(deps.getAccessToken).not.toHaveBeenCalled();
  });

  it('fail with the server message of a refusal, saying and doing nothing themselves', async () => {
    for (const status of [403, 401, 404]) {
      const { call, deps } = setUp({
        fetch: async () => json(status, { result: 0, msg: 'No portal account exists for this email' }),
      });
      await expect(call(api.auth.email, email, gate)).rejects.toEqual(
        refusal(status, 'No portal account exists for this email'),
      );
      expect(deps.showError).not.toHaveBeenCalled();
      expect(deps.forgetSession).not.toHaveBeenCalled();
      expect(deps.navigate).not.toHaveBeenCalled();
    }
  });

  it('fail without a message for an unexpected body or a network error', async () => {
    const odd = setUp({ fetch: async () => json(200, { result: 'yes' }) });
    await expect(odd.call(api.auth.getTenant, email, gate)).rejects.toEqual(refusal(0));
    const offline = setUp({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(offline.call(api.auth.getTenant, email, gate)).rejects.toEqual(refusal(0));
  });
});
