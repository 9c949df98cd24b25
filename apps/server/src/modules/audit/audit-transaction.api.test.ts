import { api } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { failAuditOf } from '../../../test/fail-audit.ts';
import { call, newSignUp } from '../../../test/factories.ts';

// The route matrix shows this for every change of a signed-in caller; sign-up has no caller yet.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('a sign-up and its audit record are kept or lost together', () => {
  it('no tenant without its record', async () => {
    const restore = await failAuditOf(server.db, 'auth.signup');
    const person = newSignUp();
    try {
      expect((await call(server.url, api.auth.signup.path, { body: person })).status).toBe(500);
    } finally {
      await restore();
    }
    const stored = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', person.email)
      .execute();
    expect(stored).toEqual([]);
  });
});
