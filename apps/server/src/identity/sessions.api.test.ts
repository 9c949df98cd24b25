import crypto from 'node:crypto';
import { api, type Endpoint } from '@portal/contract';
import { SignJWT, decodeJwt, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';
import { addMember, call, newSignUp, newTenant, type Member } from '../../test/factories.ts';
import {
  SignInError,
  refresh,
  signIn,
  signInBrowser,
  signOut,
  type BrowserSession,
} from '../../test/sign-in.ts';
import { snapshotTenant } from '../../test/tenant-fixture.ts';
import { purgeExpiredPayloads } from './adapter.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const post = (
  member: Member,
  endpoint: Endpoint,
  body: Record<string, unknown> = {},
  tenantId = member.tenantId,
) => call(server.url, endpoint.path, { token: member.token, body: { tenantId, ...body } });
const sessionOf = (token: string, email: string) =>
  call(server.url, `${api.auth.email.path}?email=${encodeURIComponent(email)}`, { token });

/** A new User of the admin's tenant, signed in through a browser that keeps its cookies. */
async function signedInUser(admin: Member) {
  const email = `member.${crypto.randomBytes(5).toString('hex')}@example.com`;
  const password = 'member-password';
  const created = await post(admin, api.users.addNewUser, {
    name: 'Moved Member',
    email,
    password,
    role: 'User',
  });
  expect(created.status).toBe(200);
  const browser = await signInBrowser(server.url, email, password);
  const member: Member = {
    token: browser.tokens.access_token,
    tenantId: admin.tenantId,
    userId: created.body.id,
    email,
    role: 'User',
  };
  // A first call, so that the server keeps who the token stands for: what ends a session must
  // reach what it keeps.
  expect((await post(member, api.timesheet.getTimeEntries, { userId: member.userId })).status).toBe(200);
  return { member, browser, password };
}

describe('a token names its person by subject, never by email', () => {
  it('keeps a moved email from carrying a token into the tenant that gets the address next', async () => {
    const tenantA = await newTenant(server);
    const { member, browser } = await signedInUser(tenantA);
    const oldAddress = member.email;
    const newAddress = `moved.${oldAddress}`;

    // Tenant A moves its member to another address; the member stays signed in as themselves.
    const moved = await post(tenantA, api.users.editUser, {
      userId: member.userId,
      name: 'Moved Member',
      email: newAddress,
      role: 'User',
    });
    expect(moved.status).toBe(200);
    const own = await sessionOf(member.token, newAddress);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      userId: member.userId,
      tenantId: tenantA.tenantId,
      userEmail: newAddress,
    });
    expect((await sessionOf(member.token, oldAddress)).status).toBe(403);

    // Tenant B gives the freed address to its Manager.
    const tenantB = await newTenant(server);
    const manager = await post(tenantB, api.users.addNewUser, {
      name: 'New Manager',
      email: oldAddress,
      password: 'manager-password',
      role: 'Manager',
    });
    expect(manager.status).toBe(200);
    const before = await snapshotTenant(server.db, tenantB.tenantId);

    // The member's old token, and one refreshed from it, reach nothing of tenant B.
    const renewed = await refresh(server.url, browser.tokens.refresh_token);
    expect(renewed.status).toBe(200);
    for (const token of [member.token, renewed.body.access_token!]) {
      const asMember = { ...member, token };
      expect(decodeJwt(token).email).toBe(token === member.token ? oldAddress : newAddress);
      expect((await sessionOf(token, oldAddress)).status).toBe(403);
      for (const [endpoint, body] of [
        [api.users.getAllUsers, {}],
        [api.timesheet.getTimeEntriesReview, { startDate: '2026-11-15', endDate: '2026-11-21' }],
        [
          api.users.addNewUser,
          { name: 'Intruder', email: `intruder.${oldAddress}`, password: 'intruder', role: 'User' },
        ],
      ] as const) {
        const answer = await post(asMember, endpoint, body, tenantB.tenantId);
        expect(answer.status, endpoint.path).toBe(403);
      }
      // In its own tenant the token still acts only as the moved member, with the User role.
      const review = await post(asMember, api.users.getAllUsers);
      expect(review.status).toBe(403);
      const session = await sessionOf(token, newAddress);
      expect(session.body).toMatchObject({
        userId: member.userId,
        tenantId: tenantA.tenantId,
        userRole: 'User',
      });
    }
    expect(await snapshotTenant(server.db, tenantB.tenantId)).toBe(before);
    // The Manager who holds the address now signs in as themselves.
    const theirs = await signIn(server.url, oldAddress, 'manager-password');
    expect((await sessionOf(theirs.access_token, oldAddress)).body).toMatchObject({
      userId: manager.body.id,
      tenantId: tenantB.tenantId,
    });
  });

  it('refuses a validly signed token whose subject is no user of the portal, changing nothing', async () => {
    const admin = await newTenant(server);
    const before = await snapshotTenant(server.db, admin.tenantId);
    const key = await server.db
      .selectFrom('oidc_keys')
      .select('value')
      .where('id', '=', 'signing-rs256')
      .executeTakeFirstOrThrow();
    const jwk = JSON.parse(key.value);
    // Every claim is the Admin's but the subject: an email alone must not make anyone the Admin.
    const claims = { ...decodeJwt(admin.token), sub: crypto.randomUUID() };
    const stranger = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .sign(await importJWK(jwk, 'RS256'));
    expect((await sessionOf(stranger, admin.email)).status).toBe(403);
    const answer = await post({ ...admin, token: stranger }, api.users.addNewUser, {
      name: 'Nobody',
      email: `nobody.${admin.email}`,
      password: 'nobody-password',
      role: 'Manager',
    });
    expect(answer.status).toBe(403);
    expect(await snapshotTenant(server.db, admin.tenantId)).toBe(before);
  });

  it('never moves a session or access from one person to another when an email change is refused', async () => {
    const admin = await newTenant(server);
    const first = await signedInUser(admin);
    const second = await signedInUser(admin);
    const taken = await post(admin, api.users.editUser, {
      userId: first.member.userId,
      name: 'Moved Member',
      email: second.member.email,
      role: 'User',
    });
    expect(taken.status).toBe(409);
    for (const { member } of [first, second]) {
      const session = await sessionOf(member.token, member.email);
      expect(session.body).toMatchObject({ userId: member.userId, userEmail: member.email });
    }
    expect((await sessionOf(first.member.token, second.member.email)).status).toBe(403);
  });
});

describe('sessions end at once', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await newTenant(server);
  });

  /** After the event, neither the refresh token nor the access token of the session works. */
  async function expectEnded(member: Member, browser: BrowserSession) {
    const renewed = await refresh(server.url, browser.tokens.refresh_token);
    expect(renewed.status).toBe(400);
    expect(renewed.body.error).toBe('invalid_grant');
    const answer = await post(member, api.timesheet.getTimeEntries, { userId: member.userId });
    expect(answer.status).toBe(401);
  }

  it('keeps a session alive while nothing happens', async () => {
    const { member, browser } = await signedInUser(admin);
    expect((await refresh(server.url, browser.tokens.refresh_token)).status).toBe(200);
    expect((await post(member, api.timesheet.getTimeEntries, { userId: member.userId })).status).toBe(200);
  });

  it('when an Admin resets the password', async () => {
    const { member, browser } = await signedInUser(admin);
    const reset = await post(admin, api.users.editUser, {
      userId: member.userId,
      name: 'Moved Member',
      email: member.email,
      role: 'User',
      password: 'a-new-password',
    });
    expect(reset.status).toBe(200);
    await expectEnded(member, browser);
    // The new password signs in again at once.
    const again = await signIn(server.url, member.email, 'a-new-password');
    expect((await sessionOf(again.access_token, member.email)).status).toBe(200);
  });

  it('when people change their own password', async () => {
    const manager = await addMember(server, admin, 'Manager');
    const changed = await post(manager, api.users.editUser, {
      userId: manager.userId,
      name: 'Manager Member',
      email: manager.email,
      role: 'Manager',
      password: 'my-own-new-password',
    });
    expect(changed.status).toBe(200);
    expect((await post(manager, api.users.getAllUsers)).status).toBe(401);
  });

  it('when the role changes', async () => {
    const { member, browser } = await signedInUser(admin);
    const promoted = await post(admin, api.users.editUser, {
      userId: member.userId,
      name: 'Moved Member',
      email: member.email,
      role: 'Manager',
    });
    expect(promoted.status).toBe(200);
    await expectEnded(member, browser);
  });

  it('when the person is deactivated', async () => {
    const { member, browser } = await signedInUser(admin);
    expect((await post(admin, api.users.deactivateUser, { userId: member.userId })).status).toBe(200);
    await expectEnded(member, browser);
  });

  it('when the person signs out through the portal', async () => {
    const { member, browser } = await signedInUser(admin);
    const { page, status } = await signOut(server.url, browser);
    // The portal's own sign-out carries its ID token, so the page submits itself.
    expect(page).toContain('logout.js');
    expect(status).toBe(303);
    await expectEnded(member, browser);
  });

  it('not when a name or email changes', async () => {
    const { member, browser } = await signedInUser(admin);
    const renamed = await post(admin, api.users.editUser, {
      userId: member.userId,
      name: 'Renamed Member',
      email: `renamed.${member.email}`,
      role: 'User',
    });
    expect(renamed.status).toBe(200);
    expect((await refresh(server.url, browser.tokens.refresh_token)).status).toBe(200);
    expect((await post(member, api.timesheet.getTimeEntries, { userId: member.userId })).status).toBe(200);
  });
});

describe('sign-out cannot be forced by another site', () => {
  it('asks for confirmation without an ID token from the portal, and ends nothing until confirmed', async () => {
    const admin = await newTenant(server);
    const { member, browser } = await signedInUser(admin);
    const { page } = await signOut(server.url, browser, { idTokenHint: false, confirm: false });
    expect(page).toContain('Sign out of Timesheet?');
    expect(page).not.toContain('logout.js');
    expect((await refresh(server.url, browser.tokens.refresh_token)).status).toBe(200);
    expect((await post(member, api.timesheet.getTimeEntries, { userId: member.userId })).status).toBe(200);
  });

  it('asks for confirmation when the ID token hint names another person than the one signed in', async () => {
    const admin = await newTenant(server);
    const { member: victim, browser: victimBrowser } = await signedInUser(admin);
    // Anyone can sign up and hold a valid ID token of their own to put in a link.
    const attacker = await signedInUser(await newTenant(server));
    const foreignLink = { ...victimBrowser, tokens: attacker.browser.tokens };
    const { page } = await signOut(server.url, foreignLink, { confirm: false });
    expect(page).toContain('Sign out of Timesheet?');
    expect(page).not.toContain('logout.js');
    expect((await refresh(server.url, victimBrowser.tokens.refresh_token)).status).toBe(200);
    expect((await post(victim, api.timesheet.getTimeEntries, { userId: victim.userId })).status).toBe(200);
    expect((await refresh(server.url, attacker.browser.tokens.refresh_token)).status).toBe(200);
  });

  it('refuses an ID token hint it did not issue', async () => {
    const admin = await newTenant(server);
    const { browser } = await signedInUser(admin);
    const [header, payload] = browser.tokens.id_token.split('.');
    const forged = { ...browser, tokens: { ...browser.tokens, id_token: `${header}.${payload}.forged` } };
    const { page } = await signOut(server.url, forged, { confirm: false });
    expect(page).not.toContain('logout.js');
    expect(page).not.toContain('op.logoutForm');
  });
});

describe('login limits', () => {
  it('counts every spelling of one email against one limit, and answers 429 with Retry-After', async () => {
    const limited = await startServer({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    try {
      const person = newSignUp({ email: `alice.${crypto.randomBytes(4).toString('hex')}@x.com` });
      await call(limited.url, api.auth.signup.path, { body: person });
      const [local, domain] = person.email.split('@') as [string, string];
      const spellings = [
        ` ${local.toUpperCase()}@X.com `,
        person.email,
        `${local.replace('a', 'ａ')}@${domain}`, // a full-width "a": the same address once normalised
      ];
      for (const spelling of spellings) {
        const failure = (await signIn(limited.url, spelling, 'wrong-password').catch(
          (e) => e,
        )) as SignInError;
        expect(failure.status, spelling).toBe(401);
      }
      // The right password is refused too once the email's attempts are used up.
      const refused = (await signIn(limited.url, person.email.toUpperCase(), person.password).catch(
        (e) => e,
      )) as SignInError;
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body).toContain('Too many sign-in attempts. Try again in');
    } finally {
      await limited.close();
    }
  });

  it('limits one address across many emails', async () => {
    const limited = await startServer({ RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const failure = (await signIn(limited.url, `spray${attempt}@example.com`, 'password1').catch(
          (e) => e,
        )) as SignInError;
        statuses.push(failure.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('housekeeping of the identity store', () => {
  it('purges rows past their expiry and keeps live ones', async () => {
    const now = Math.floor(Date.now() / 1000);
    const row = (id: string, expiresAt: number | null) => ({
      model: 'Session',
      id,
      payload: '{}',
      grant_id: null,
      uid: null,
      user_code: null,
      expires_at: expiresAt,
      consumed_at: null,
      account_id: null,
    });
    const ids = [
      `dead-${crypto.randomUUID()}`,
      `live-${crypto.randomUUID()}`,
      `forever-${crypto.randomUUID()}`,
    ];
    await server.db
      .insertInto('oidc_payloads')
      .values([row(ids[0]!, now - 60), row(ids[1]!, now + 3600), row(ids[2]!, null)])
      .execute();
    await purgeExpiredPayloads(server.db);
    const left = await server.db.selectFrom('oidc_payloads').select('id').where('id', 'in', ids).execute();
    expect(left.map((found) => found.id).sort()).toEqual([ids[1], ids[2]].sort());
  });
});

describe('loopback addresses', () => {
  it('signs in from 127.0.0.1 when PUBLIC_URL is not set', async () => {
    const local = await startServer({ PUBLIC_URL: undefined });
    try {
      const { port } = new URL(local.url);
      const person = newSignUp();
      await call(local.url, api.auth.signup.path, { body: person });
      for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
        const tokens = await signIn(local.url, person.email, person.password, {
          issuer: `http://localhost:${port}/realms/timesheet`,
          redirectUri: `${origin}/signin`,
        });
        expect(
          (
            await call(local.url, `${api.auth.email.path}?email=${person.email}`, {
              token: tokens.access_token,
            })
          ).status,
        ).toBe(200);
      }
    } finally {
      await local.close();
    }
  });

  it('keeps the exact address when PUBLIC_URL is set, and says which address to open', async () => {
    const person = newSignUp();
    await call(server.url, api.auth.signup.path, { body: person });
    const { port } = new URL(server.url);
    const failure = (await signIn(server.url, person.email, person.password, {
      redirectUri: `http://localhost:${port}/signin`,
    }).catch((e) => e)) as SignInError;
    expect(failure).toBeInstanceOf(SignInError);
    expect(failure.body).toContain(`Open the portal at ${server.url}`);
  });
});
