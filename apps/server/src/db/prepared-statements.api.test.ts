import { api } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/build-app.ts';
import { callAs, createProject, newTenant, type Member } from '../../test/factories.ts';

// Each PostgreSQL connection keeps its statements prepared; SQLite's statement cache has no plans
// that a schema change could make stale.
describe.runIf(process.env.TEST_STORE === 'postgres')('prepared statements on PostgreSQL', () => {
  let server: TestServer;
  let admin: Member;
  let other: Member;

  beforeAll(async () => {
    server = await startServer();
    admin = await newTenant(server);
    other = await newTenant(server);
    await createProject(server, admin, 'Depot', ['Picking', 'Packing']);
    await createProject(server, other, 'Harbour', ['Mooring']);
  });
  afterAll(async () => {
    await server?.close();
  });

  const titles = async (member: Member) => {
    const answer = await callAs(server, member, api.tasks.getAllTasks, {});
    expect(answer.status).toBe(200);
    return answer.body.data.map((task: { title: string }) => task.title).sort();
  };

  it('answers each tenant from the same prepared statements with its own rows', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect(await titles(admin)).toEqual(['Packing', 'Picking']);
      expect(await titles(other)).toEqual(['Mooring']);
    }
  });

  it('prepares a statement again when a schema change made its plan stale, without failing the call', async () => {
    // Concurrent calls spread the prepared statements over several pooled connections.
    const everyConnection = () => Promise.all(Array.from({ length: 6 }, () => titles(admin)));
    await everyConnection();
    // What another instance's migration does while this one runs: `select t.*` now has one more column.
    await sql`alter table tasks add column migrated_meanwhile integer`.execute(server.db);
    try {
      for (const answer of await everyConnection()) expect(answer).toEqual(['Packing', 'Picking']);
    } finally {
      await sql`alter table tasks drop column migrated_meanwhile`.execute(server.db);
    }
    expect(await titles(admin)).toEqual(['Packing', 'Picking']);
  });
});
