import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';
import { call, newSignUp, newTenant } from '../../test/factories.ts';
import type { SignInError } from '../../test/sign-in.ts';
import { signIn } from '../../test/sign-in.ts';

describe('security headers and limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      RATE_LIMIT_SIGNUP_PER_HOUR: '3',
      RATE_LIMIT_LOGIN_PER_MINUTE: '3',
      RATE_LIMIT_API_PER_MINUTE: '30',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    `${api.auth.email.path}?email=a@b.co`,
    '/realms/timesheet/.well-known/openid-configuration',
    '/healthz',
  ])('sends the security headers on %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    // Served over http here, so no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('marks the identity provider’s cookies HttpOnly and SameSite', async () => {
    const authorize = new URL(`${server.url}/realms/timesheet/protocol/openid-connect/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'timesheet-id',
      redirect_uri: `${server.url}/signin`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.toLowerCase()).toContain('httponly');
      expect(cookie.toLowerCase()).toMatch(/samesite=(lax|strict)/);
    }
  });

  it('answers a body over the limit with 413', async () => {
    const answer = await call(server.url, api.auth.signup.path, {
      body: { ...newSignUp(), firstName: 'x'.repeat(100_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ result: 0, msg: 'Request body is too large' });
  });

  it('limits sign-ups per address with 429', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await call(server.url, api.auth.signup.path, { body: newSignUp() })).status);
    }
    // The 413 test above counted as one attempt.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    const refused = await call(server.url, api.auth.signup.path, { body: newSignUp() });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many requests/);
  });

  it('limits sign-in attempts for one email', async () => {
    const person = newSignUp();
    const outcomes = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      outcomes.push(
        await signIn(server.url, person.email, 'wrong-password').catch((error: SignInError) => error.status),
      );
    }
    expect(outcomes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(outcomes[3]).toBe(429);
  });

  it('limits API calls per caller', async () => {
    const other = await startServer({ RATE_LIMIT_API_PER_MINUTE: '5' });
    try {
      const member = await newTenant(other);
      const statuses = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        statuses.push(
          (
            await call(other.url, api.users.getEmployees.path, {
              token: member.token,
              body: { tenantId: member.tenantId },
            })
          ).status,
        );
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    } finally {
      await other.close();
    }
  });
});
