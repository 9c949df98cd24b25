import { api } from '@portal/contract';
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { call, newSignUp } from '../../../test/factories.ts';
import { SignInError, signIn } from '../../../test/sign-in.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe(`${api.auth.signup.method} ${api.auth.signup.path}`, () => {
  it('creates a new tenant whose first user is an Admin who can sign in', async () => {
    const body = newSignUp();
    const created = await call(server.url, api.auth.signup.path, { body });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ result: 1, msg: expect.any(String), id: expect.any(String) });

    const tokens = await signIn(server.url, body.email, body.password);
    const session = await call(server.url, `${api.auth.email.path}?email=${encodeURIComponent(body.email)}`, {
      token: tokens.access_token,
    });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      result: 1,
      userName: 'Ada Lovelace',
      userEmail: body.email,
      userId: created.body.id,
      userRole: 'Admin',
      tenantId: expect.any(String),
    });
    expect(JSON.stringify(session.body)).not.toMatch(/password|hash|scrypt/i);
  });

  it('gives two sign-ups two different tenants', async () => {
    const first = newSignUp();
    const second = newSignUp();
    await call(server.url, api.auth.signup.path, { body: first });
    await call(server.url, api.auth.signup.path, { body: second });
    const sessions = await Promise.all(
      [first, second].map(async (person) => {
        const { access_token } = await signIn(server.url, person.email, person.password);
        return (
          await call(server.url, `${api.auth.email.path}?email=${person.email}`, { token: access_token })
        ).body;
      }),
    );
    expect(sessions[0].tenantId).not.toBe(sessions[1].tenantId);
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const body = newSignUp();
    expect((await call(server.url, api.auth.signup.path, { body })).status).toBe(200);
    const again = await call(server.url, api.auth.signup.path, {
      body: { ...body, email: body.email.toUpperCase(), firstName: 'Other' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ result: 0, msg: 'An account with this email already exists' });
  });

  it.each([
    [{ firstName: '' }, 'firstName: First name is required'],
    [{ lastName: '   ' }, 'lastName: Last name is required'],
    [{ email: 'not-an-address' }, 'email: Email is invalid'],
    [{ password: '12345' }, 'password: Password must be at least 6 characters'],
    [{ role: 'Manager' }, 'role'],
  ])('refuses %o with 400 naming the field', async (override, message) => {
    const body = { ...newSignUp(), ...override };
    const answer = await call(server.url, api.auth.signup.path, { body });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe(0);
    expect(answer.body.msg).toContain(message);
    // Nothing was created: the email is still free.
    expect(
      (await call(server.url, api.auth.signup.path, { body: newSignUp({ email: body.email }) })).status,
    ).not.toBe(409);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await fetch(`${server.url}${api.auth.signup.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"firstName":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ result: 0 });
  });
});

describe('sign-in through the login page', () => {
  it('refuses a wrong password with the same message as an unknown email', async () => {
    const body = newSignUp();
    await call(server.url, api.auth.signup.path, { body });
    const wrongPassword = await signIn(server.url, body.email, 'wrong-password').catch(
      (error: SignInError) => error,
    );
    const unknownEmail = await signIn(server.url, `nobody.${body.email}`, body.password).catch(
      (error: SignInError) => error,
    );
    for (const failure of [wrongPassword, unknownEmail]) {
      expect(failure).toBeInstanceOf(SignInError);
      expect((failure as SignInError).status).toBe(401);
      expect((failure as SignInError).body).toContain('Invalid email or password.');
    }
  });

  it('issues RS256 JWT access tokens with email and the portal role, and a refresh token that works', async () => {
    const body = newSignUp();
    await call(server.url, api.auth.signup.path, { body });
    const tokens = await signIn(server.url, body.email, body.password);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${server.url}/realms/timesheet`,
      email: body.email,
      resource_access: { 'timesheet-id': { roles: ['tsms-access'] } },
    });
    expect(tokens.refresh_token).toBeTruthy();

    const refreshed = await fetch(`${server.url}/realms/timesheet/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: 'timesheet-id',
      }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as { access_token: string };
    const session = await call(server.url, `${api.auth.email.path}?email=${body.email}`, {
      token: renewed.access_token,
    });
    expect(session.status).toBe(200);
  });

  it('records last_login at sign-in', async () => {
    const body = newSignUp();
    await call(server.url, api.auth.signup.path, { body });
    const before = await server.db
      .selectFrom('users')
      .select('last_login')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(before.last_login).toBeNull();
    const { access_token } = await signIn(server.url, body.email, body.password);
    await call(server.url, `${api.auth.email.path}?email=${body.email}`, { token: access_token });
    const after = await server.db
      .selectFrom('users')
      .select('last_login')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(after.last_login).not.toBeNull();
  });

  it('gives a user without portal access a token without tsms-access, which the API refuses', async () => {
    const body = newSignUp();
    await call(server.url, api.auth.signup.path, { body });
    await server.db.updateTable('users').set({ portal_access: 0 }).where('email', '=', body.email).execute();
    const { access_token } = await signIn(server.url, body.email, body.password);
    expect(decodeJwt(access_token)).toMatchObject({ resource_access: { 'timesheet-id': { roles: [] } } });
    const answer = await call(server.url, `${api.auth.email.path}?email=${body.email}`, {
      token: access_token,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe("Currently You don't have permission to access this portal.");
  });
});

describe(`${api.auth.email.method} ${api.auth.email.path} and ${api.auth.getTenant.path}`, () => {
  let tokens: { access_token: string };
  let person: ReturnType<typeof newSignUp>;

  beforeAll(async () => {
    person = newSignUp();
    await call(server.url, api.auth.signup.path, { body: person });
    tokens = await signIn(server.url, person.email, person.password);
  });

  it('answers only for the token’s own email', async () => {
    const other = newSignUp();
    await call(server.url, api.auth.signup.path, { body: other });
    const answer = await call(server.url, `${api.auth.email.path}?email=${other.email}`, {
      token: tokens.access_token,
    });
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain(other.email);
  });

  it('matches the email case-insensitively', async () => {
    const answer = await call(server.url, `${api.auth.email.path}?email=${person.email.toUpperCase()}`, {
      token: tokens.access_token,
    });
    expect(answer.status).toBe(200);
  });

  it('reports the subscription state of the caller’s tenant', async () => {
    const path = `${api.auth.getTenant.path}?email=${person.email}`;
    expect((await call(server.url, path, { token: tokens.access_token })).body).toEqual({
      result: { subscription_expired: false },
    });
    await server.db
      .updateTable('tenants')
      .set({ subscription_ends_on: '2020-01-31' })
      .where('name', '=', `${person.firstName} ${person.lastName}`)
      .where(
        'id',
        '=',
        (
          await call(server.url, `${api.auth.email.path}?email=${person.email}`, {
            token: tokens.access_token,
          })
        ).body.tenantId,
      )
      .execute();
    expect((await call(server.url, path, { token: tokens.access_token })).body).toEqual({
      result: { subscription_expired: true },
    });
  });

  it.each([
    ['no token', undefined, 'Missing bearer token'],
    ['a garbage token', 'not-a-jwt', 'Invalid token'],
  ])('answers %s with 401', async (_name, token, msg) => {
    const answer = await call(server.url, `${api.auth.email.path}?email=${person.email}`, { token });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ result: 0, msg });
  });

  it('refuses a tampered token with 401', async () => {
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'someone.else@example.com' })).toString(
      'base64url',
    );
    const answer = await call(server.url, `${api.auth.email.path}?email=someone.else@example.com`, {
      token: `${header}.${forged}.${signature}`,
    });
    expect(answer.status).toBe(401);
  });

  it('refuses a token signed by a key the issuer never published with 401', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const claims = decodeJwt(tokens.access_token);
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'stolen' })
      .sign(privateKey);
    const answer = await call(server.url, `${api.auth.email.path}?email=${person.email}`, { token: forged });
    expect(answer.status).toBe(401);
  });

  it('refuses an expired token with 401 "Token expired"', async () => {
    // The provider's own key signs a token whose lifetime is over, so only the expiry is wrong.
    const key = await server.db
      .selectFrom('oidc_keys')
      .select('value')
      .where('id', '=', 'signing-rs256')
      .executeTakeFirstOrThrow();
    const jwk = JSON.parse(key.value);
    const { importJWK } = await import('jose');
    const claims = decodeJwt(tokens.access_token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 600, exp: now - 300 })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .sign(await importJWK(jwk, 'RS256'));
    const answer = await call(server.url, `${api.auth.email.path}?email=${person.email}`, { token: expired });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ result: 0, msg: 'Token expired' });
  });
});

describe('an external OpenID Connect issuer (OIDC_ISSUER)', () => {
  it('accepts tokens of the configured issuer only', async () => {
    const identity = await startServer();
    const stranger = await startServer();
    const portal = await startServer({ OIDC_ISSUER: `${identity.url}/realms/timesheet` });
    try {
      const person = newSignUp();
      // The person exists in the identity provider and in the portal (as with Keycloak + sign-up).
      await call(identity.url, api.auth.signup.path, { body: person });
      await call(stranger.url, api.auth.signup.path, { body: person });
      const portalUser = await call(portal.url, api.auth.signup.path, { body: person });
      expect(portalUser.status).toBe(200);

      const fromIssuer = await signIn(identity.url, person.email, person.password);
      const accepted = await call(portal.url, `${api.auth.email.path}?email=${person.email}`, {
        token: fromIssuer.access_token,
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body.userId).toBe(portalUser.body.id);

      const fromStranger = await signIn(stranger.url, person.email, person.password);
      const refused = await call(portal.url, `${api.auth.email.path}?email=${person.email}`, {
        token: fromStranger.access_token,
      });
      expect(refused.status).toBe(401);

      // With an external issuer the portal mounts no provider of its own.
      const discovery = await fetch(`${portal.url}/realms/timesheet/.well-known/openid-configuration`);
      expect(discovery.status).toBe(404);
    } finally {
      await Promise.all([identity.close(), stranger.close(), portal.close()]);
    }
  });
});

describe('a configured client id (OIDC_CLIENT_ID)', () => {
  it('is the client the provider registers and the one whose roles the API reads', async () => {
    const portal = await startServer({ OIDC_CLIENT_ID: 'logistics-portal' });
    try {
      const person = newSignUp();
      await call(portal.url, api.auth.signup.path, { body: person });
      const tokens = await signIn(portal.url, person.email, person.password, {
        clientId: 'logistics-portal',
      });
      expect(decodeJwt(tokens.access_token)).toMatchObject({
        resource_access: { 'logistics-portal': { roles: ['tsms-access'] } },
      });
      const session = await call(portal.url, `${api.auth.email.path}?email=${person.email}`, {
        token: tokens.access_token,
      });
      expect(session.status).toBe(200);
    } finally {
      await portal.close();
    }
  });
});
