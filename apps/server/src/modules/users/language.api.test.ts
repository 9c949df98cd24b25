import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { addMember, callAs, newTenant, type Member } from '../../../test/factories.ts';

let server: TestServer;
let admin: Member;
let user: Member;
let foreign: Member;

const sessionOf = (member: Member) => callAs(server, member, api.auth.email, { email: member.email });

beforeAll(async () => {
  server = await startServer();
  admin = await newTenant(server);
  user = await addMember(server, admin, 'User', 'Uma');
  foreign = await newTenant(server);
});
afterAll(async () => {
  await server?.close();
});

describe('languages', () => {
  it('start unchosen: the session names no language of the person or the tenant', async () => {
    const session = await sessionOf(user);
    expect(session.body).toMatchObject({ language: null, tenantLanguage: null });
  });

  it('follow a tenant default an Admin sets, which the session carries, and another tenant never sees', async () => {
    const { body } = await callAs(server, admin, api.settings.getSettings);
    const saved = await callAs(server, admin, api.settings.updateSettings, {
      ...body.settings,
      language: 'de',
    });
    expect(saved.status).toBe(200);
    expect((await sessionOf(user)).body).toMatchObject({ language: null, tenantLanguage: 'de' });
    expect((await sessionOf(foreign)).body).toMatchObject({ tenantLanguage: null });
    // A settings form that does not send the language keeps it.
    const { language: _kept, ...withoutLanguage } = body.settings;
    await callAs(server, admin, api.settings.updateSettings, withoutLanguage);
    expect((await callAs(server, user, api.settings.getSettings)).body.settings.language).toBe('de');
  });

  it('are each person’s own choice, kept on the person and audited', async () => {
    const chosen = await callAs(server, user, api.users.setLanguage, { language: 'ar' });
    expect(chosen.status).toBe(200);
    expect((await sessionOf(user)).body).toMatchObject({ language: 'ar', tenantLanguage: 'de' });
    expect((await sessionOf(admin)).body).toMatchObject({ language: null });
    const cleared = await callAs(server, user, api.users.setLanguage, { language: null });
    expect(cleared.status).toBe(200);
    expect((await sessionOf(user)).body).toMatchObject({ language: null });
  });

  it('refuses a language the portal does not speak, with a code beside the English reason, changing nothing', async () => {
    await callAs(server, user, api.users.setLanguage, { language: 'fr' });
    const refused = await callAs(server, user, api.users.setLanguage, { language: 'xx' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ result: 0, code: 'invalid-field', params: { field: 'language' } });
    expect(refused.body.msg).toMatch(/^language: /);
    expect((await sessionOf(user)).body).toMatchObject({ language: 'fr' });
  });
});

describe('refusals', () => {
  it('carry a stable code and parameters beside the English msg', async () => {
    const forbidden = await callAs(server, user, api.users.getAllUsers);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      result: 0,
      msg: 'Only Managers and Admins can do this',
      code: 'reviewers-only',
      params: {},
    });
  });

  it('keep the specification’s shape for a client that does not ask for codes', async () => {
    const response = await fetch(`${server.url}${api.users.getAllUsers.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenantId: user.tenantId }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ result: 0, msg: 'Only Managers and Admins can do this' });
  });
});
