import { Writable } from 'node:stream';
import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';
import { call, newSignUp } from '../../test/factories.ts';
import { signIn } from '../../test/sign-in.ts';

describe('logs', () => {
  const lines: string[] = [];
  let server: TestServer;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The most verbose level, so that nothing a request carries escapes the search.
    server = await startServer({ LOG_LEVEL: 'trace' }, { logStream: stream });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('never contain a password, a password hash or a token', async () => {
    const person = newSignUp({ password: 'Sup3r-Secret-Passw0rd' });
    await call(server.url, api.auth.signup.path, { body: person });
    await signIn(server.url, person.email, 'Wrong-Secret-Passw0rd').catch(() => undefined);
    const tokens = await signIn(server.url, person.email, person.password);
    const session = await call(server.url, `${api.auth.email.path}?email=${person.email}`, {
      token: tokens.access_token,
    });
    await call(server.url, api.users.getEmployees.path, {
      token: tokens.access_token,
      body: { tenantId: session.body.tenantId },
    });
    await call(server.url, api.users.addNewUser.path, {
      token: tokens.access_token,
      body: {
        tenantId: session.body.tenantId,
        name: 'Pat',
        email: 'not-an-email',
        password: 'An0ther-Secret',
        role: 'User',
      },
    });
    await call(server.url, api.users.getAllUsers.path, { token: `${tokens.access_token}x`, body: {} });
    const apiToken = await call(server.url, api.apiTokens.addApiToken.path, {
      token: tokens.access_token,
      body: { tenantId: session.body.tenantId, name: 'Logged?', scope: 'read', expiresInDays: 30 },
    });
    const personalToken = String(apiToken.body.token);
    await call(server.url, api.users.getEmployees.path, {
      token: personalToken,
      body: { tenantId: session.body.tenantId },
    });
    await call(server.url, api.users.addNewUser.path, {
      token: personalToken,
      body: {
        tenantId: session.body.tenantId,
        name: 'Pat',
        email: 'pat@example.com',
        password: 'x',
        role: 'User',
      },
    });
    await call(server.url, api.users.getEmployees.path, { token: `${personalToken}x`, body: {} });
    await fetch(`${server.url}/realms/timesheet/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: 'timesheet-id',
      }),
    });
    const { password_hash: hash } = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', person.email)
      .executeTakeFirstOrThrow();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain(api.users.getEmployees.path);
    for (const secret of [
      person.password,
      'Wrong-Secret-Passw0rd',
      'An0ther-Secret',
      hash,
      hash.split('$').at(-1)!,
      tokens.access_token,
      tokens.access_token.split('.')[2]!,
      tokens.refresh_token,
      tokens.id_token,
      personalToken,
      personalToken.slice(12),
    ]) {
      expect(log.includes(secret), `a log line contains ${secret.slice(0, 12)}…`).toBe(false);
    }
    expect(log).not.toMatch(/authorization|bearer /i);
  });
});
