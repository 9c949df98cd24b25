import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import {
  api,
  importBatches,
  importOccurrences,
  recogniseImport,
  type ImportMapping,
  type ImportSource,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/build-app.ts';
import { auditRecords } from '../../../test/fail-audit.ts';
import { addMember, callAs, createProject, newTenant, type Member } from '../../../test/factories.ts';
import { snapshotTenant } from '../../../test/tenant-fixture.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

interface Team {
  admin: Member;
  manager: Member;
  user: Member;
}

async function newTeam(): Promise<Team> {
  const admin = await newTenant(server);
  return {
    admin,
    manager: await addMember(server, admin, 'Manager', 'Mia'),
    user: await addMember(server, admin, 'User', 'Uma'),
  };
}

/** A fixture export with the team's emails in it, read as the web app reads a file. */
function exportFile(name: string, team: Team): string[][] {
  const text = readFileSync(new URL(`../../../test/import-files/${name}.csv`, import.meta.url), 'utf8')
    .replaceAll('{user}', team.user.email)
    .replaceAll('{manager}', team.manager.email);
  return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
}

interface FileToImport {
  source: ImportSource;
  columns: string[];
  mapping: ImportMapping;
  dateOrder: 'ymd' | 'mdy' | 'dmy';
  rows: { line: number; cells: string[]; occurrence: number }[];
}

/** A file's batch as the web app sends it: recognised, every data row with its line and occurrence. */
function batchOf(file: string[][], overrides: Partial<FileToImport> = {}): FileToImport {
  const [columns, ...data] = file;
  const recognised = recogniseImport(columns!);
  const occurrences = importOccurrences(data);
  return {
    source: recognised.source,
    columns: columns!,
    mapping: recognised.mapping as ImportMapping,
    dateOrder: recognised.dateOrder,
    rows: data.map((cells, at) => ({ line: at + 2, cells, occurrence: occurrences[at]! })),
    ...overrides,
  };
}

const check = (member: Member, batch: FileToImport, createMissing = false) =>
  callAs(server, member, api.imports.checkImportTimeEntries, { ...batch, createMissing });
const importNow = (member: Member, batch: FileToImport, createMissing = false) =>
  callAs(server, member, api.imports.importTimeEntries, { ...batch, createMissing });

/** The tenant's entries, oldest first, with their person's email and project and task names. */
const entriesOf = (tenantId: string) =>
  server.db
    .selectFrom('time_entries as e')
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'e.tenant_id').onRef('u.id', '=', 'e.user_id'),
    )
    .innerJoin('projects as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.project_id'),
    )
    .innerJoin('tasks as t', (join) =>
      join.onRef('t.tenant_id', '=', 'e.tenant_id').onRef('t.id', '=', 'e.task_id'),
    )
    .select([
      'u.email',
      'e.date',
      'e.centihours',
      'e.description',
      'e.billable',
      'p.name as project',
      't.title as task',
    ])
    .where('e.tenant_id', '=', tenantId)
    .orderBy('e.date')
    .orderBy('e.centihours')
    .execute();

describe('importing time entries from CSV exports', () => {
  const expected: Record<
    string,
    { source: ImportSource; entries: [string, string, number, string, string, string][] }
  > = {
    clockify: {
      source: 'clockify',
      entries: [
        ['user', '2026-03-02', 250, 'Loading plan', 'Harbour move', 'Planning'],
        ['user', '2026-03-03', 125, 'Crane booking, second shift', 'Harbour move', 'Planning'],
        ['manager', '2026-03-04', 800, '', 'Harbour move', 'General'],
      ],
    },
    toggl: {
      source: 'toggl',
      entries: [
        // Two identical rows are two entries.
        ['user', '2026-03-09', 150, 'Route check', 'Harbour move', 'Planning'],
        ['user', '2026-03-09', 150, 'Route check', 'Harbour move', 'Planning'],
        ['manager', '2026-03-10', 33, 'Shelves A–C, "cold" zone', 'Warehouse audit', 'Counting'],
      ],
    },
    harvest: {
      source: 'harvest',
      entries: [
        ['user', '2026-03-16', 350, 'Berth schedule', 'Harbour move', 'Planning'],
        ['manager', '2026-03-17', 125, 'Berth schedule', 'Harbour move', 'Planning'],
      ],
    },
    kimai: {
      source: 'kimai',
      entries: [
        ['user', '2026-03-23', 400, 'Quay walk', 'Harbour move', 'Planning'],
        ['manager', '2026-03-24', 175, 'Phone duty', 'Harbour move', 'Support'],
      ],
    },
  };

  it.each(Object.keys(expected))(
    'recognises a %s export, dry-runs it changing nothing, imports it, and imports nothing new the second time',
    async (name) => {
      const team = await newTeam();
      const want = expected[name]!;
      const batch = batchOf(exportFile(name, team));
      expect(batch.source).toBe(want.source);

      const before = await snapshotTenant(server.db, team.admin.tenantId);
      const dryRun = await check(team.manager, batch, true);
      expect(dryRun.status, JSON.stringify(dryRun.body)).toBe(200);
      expect(dryRun.body).toMatchObject({ toImport: want.entries.length, alreadyImported: 0, refused: [] });
      expect(dryRun.body.hours).toBe(want.entries.reduce((sum, entry) => sum + entry[2], 0) / 100);
      expect(dryRun.body.people.map((person: { userId: string }) => person.userId).sort()).toEqual(
        [team.user.userId, team.manager.userId].sort(),
      );
      expect(dryRun.body.newProjects.length).toBeGreaterThan(0);
      expect(await snapshotTenant(server.db, team.admin.tenantId)).toEqual(before);

      const imported = await importNow(team.manager, batch, true);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      expect(imported.body).toMatchObject({ imported: want.entries.length, alreadyImported: 0, refused: [] });
      const emails = { user: team.user.email, manager: team.manager.email };
      expect(await entriesOf(team.admin.tenantId)).toEqual(
        want.entries.map(([who, date, centihours, description, project, task]) => ({
          email: emails[who as 'user' | 'manager'],
          date,
          centihours,
          description,
          billable: expect.any(Number),
          project,
          task,
        })),
      );

      const afterFirst = await snapshotTenant(server.db, team.admin.tenantId);
      const audit = await auditRecords(server.db, team.admin.tenantId);
      const again = await importNow(team.manager, batch, true);
      expect(again.body).toMatchObject({ imported: 0, alreadyImported: want.entries.length, refused: [] });
      expect((await check(team.manager, batch, true)).body).toMatchObject({
        toImport: 0,
        alreadyImported: want.entries.length,
        newProjects: [],
        newTasks: [],
      });
      // The second import changes nothing but its own audit record.
      const withoutAudit = (snapshot: string) => ({ ...JSON.parse(snapshot), audit_log: undefined });
      expect(withoutAudit(await snapshotTenant(server.db, team.admin.tenantId))).toEqual(
        withoutAudit(afterFirst),
      );
      expect((await auditRecords(server.db, team.admin.tenantId)).length).toBe(audit.length + 1);
    },
  );

  it("takes a file's billable column over the task's and project's choice, prices at the rates of each day, and keeps running totals", async () => {
    const team = await newTeam();
    const rate = await callAs(server, team.admin, api.rates.setRate, {
      kind: 'bill',
      validFrom: '2026-03-03',
      amount: 9000,
    });
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    const batch = batchOf(exportFile('clockify', team));
    expect((await importNow(team.admin, batch, true)).status).toBe(200);
    const entries = await entriesOf(team.admin.tenantId);
    expect(entries.map((entry) => entry.billable)).toEqual([1, 0, 1]);
    // Priced at the rate of each entry's day: none before the rate's first day.
    const rates = await server.db
      .selectFrom('time_entries')
      .select(['date', 'bill_rate_minor'])
      .where('tenant_id', '=', team.admin.tenantId)
      .orderBy('date')
      .execute();
    expect(rates.map((entry) => Number(entry.bill_rate_minor))).toEqual([0, 9000, 9000]);
    const project = await server.db
      .selectFrom('projects')
      .select(['tracked_centihours'])
      .where('tenant_id', '=', team.admin.tenantId)
      .where('name', '=', 'Harbour move')
      .executeTakeFirstOrThrow();
    expect(Number(project.tracked_centihours)).toBe(250 + 125 + 800);
    const months = await server.db
      .selectFrom('entry_months')
      .select((eb) => eb.fn.sum<number>('centihours').as('centihours'))
      .where('tenant_id', '=', team.admin.tenantId)
      .executeTakeFirstOrThrow();
    expect(Number(months.centihours)).toBe(250 + 125 + 800);
  });

  it('matches existing projects and tasks by name in any case, and refuses rows naming none unless asked to create them', async () => {
    const team = await newTeam();
    await createProject(server, team.admin, 'HARBOUR MOVE', ['planning']);
    const batch = batchOf(exportFile('toggl', team));
    const dryRun = await check(team.admin, batch);
    expect(dryRun.body).toMatchObject({
      toImport: 2,
      refused: [{ line: 4, problem: 'project-not-found' }],
      newProjects: [],
      newTasks: [],
    });
    const created = await check(team.admin, batch, true);
    expect(created.body).toMatchObject({
      toImport: 3,
      refused: [],
      newProjects: ['Warehouse audit'],
      newTasks: [{ project: 'Warehouse audit', task: 'Counting' }],
    });
    await importNow(team.admin, batch);
    expect((await entriesOf(team.admin.tenantId)).map((entry) => [entry.project, entry.task])).toEqual([
      ['HARBOUR MOVE', 'planning'],
      ['HARBOUR MOVE', 'planning'],
    ]);
  });

  it('refuses and lists the rows it cannot import: unreadable, unknown people, locked weeks, closed months, full days', async () => {
    const team = await newTeam();
    const other = await newTenant(server);
    const { projectId, taskIds } = await createProject(server, team.admin, 'Depot', ['Shift']);
    // A submitted week of the user's, and a closed month of the manager's.
    await callAs(server, team.user, api.timesheet.addTimeEntry, {
      userId: team.user.userId,
      date: '2026-04-06',
      projectId,
      taskId: taskIds[0]!,
      hours: 1,
    });
    const submitted = await callAs(server, team.user, api.weekApproval.submitWeek, {
      userId: team.user.userId,
      weekStart: '2026-04-05',
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    await server.db
      .insertInto('closed_months')
      .values({
        tenant_id: team.admin.tenantId,
        user_id: team.manager.userId,
        month: '2026-05',
        closing_balance_centihours: 0,
        closed_by: team.admin.userId,
        closed_at: new Date().toISOString(),
      })
      .execute();
    const columns = ['Day', 'Time', 'Who', 'Job', 'Step', 'Note'];
    const mapping = {
      date: 'Day',
      hours: 'Time',
      email: 'Who',
      project: 'Job',
      task: 'Step',
      description: 'Note',
    };
    const rows = [
      ['2026-04-01', '2', team.user.email, 'Depot', 'Shift', 'fine'],
      ['01.04.2026', '2', team.user.email, 'Depot', 'Shift', 'date in another order'],
      ['2026-04-01', 'two', team.user.email, 'Depot', 'Shift', 'hours unreadable'],
      ['2026-04-01', '25', team.user.email, 'Depot', 'Shift', 'more than a day'],
      ['2026-04-01', '1', other.email, 'Depot', 'Shift', 'of another tenant'],
      ['2026-04-01', '1', 'nobody@example.com', 'Depot', 'Shift', 'unknown'],
      ['2026-04-07', '1', team.user.email, 'Depot', 'Shift', 'submitted week'],
      ['2026-05-04', '1', team.manager.email, 'Depot', 'Shift', 'closed month'],
      ['2026-04-02', '20', team.user.email, 'Depot', 'Shift', 'first of a full day'],
      ['2026-04-02', '4.01', team.user.email, 'Depot', 'Shift', 'past the day'],
      ['2026-04-02', '4', team.user.email, 'Depot', 'Shift', 'fills the day'],
      ['2026-04-01', '1', team.user.email, '', 'Shift', 'no project'],
    ];
    const batch: FileToImport = {
      source: 'csv',
      columns,
      mapping,
      dateOrder: 'ymd',
      rows: rows.map((cells, at) => ({ line: at + 2, cells, occurrence: 0 })),
    };
    const expectedRefusals = [
      { line: 3, problem: 'date-invalid' },
      { line: 4, problem: 'hours-invalid' },
      { line: 5, problem: 'hours-invalid' },
      { line: 6, problem: 'person-not-found' },
      { line: 7, problem: 'person-not-found' },
      { line: 8, problem: 'week-submitted' },
      { line: 9, problem: 'month-closed' },
      { line: 11, problem: 'day-limit' },
      { line: 13, problem: 'project-missing' },
    ];
    const dryRun = await check(team.admin, batch);
    expect(dryRun.body).toMatchObject({ toImport: 3, hours: 26, refused: expectedRefusals });
    const imported = await importNow(team.admin, batch);
    expect(imported.body).toMatchObject({ imported: 3, hours: 26, refused: expectedRefusals });
    expect((await entriesOf(team.admin.tenantId)).map((entry) => entry.description)).toEqual([
      'fine',
      'fills the day',
      'first of a full day',
      '',
    ]);
  });

  it('matches people by name where the file has no email, refusing a name two people share', async () => {
    const team = await newTeam();
    await addMember(server, team.admin, 'User', 'Mia');
    const batch = batchOf(exportFile('harvest', team));
    expect(batch.mapping).toMatchObject({ person: 'First Name' });
    expect((await check(team.admin, batch, true)).body).toMatchObject({
      toImport: 1,
      refused: [{ line: 3, problem: 'person-ambiguous' }],
    });
  });

  it('imports a file sent twice at once (two tabs) once, creating each missing project once', async () => {
    const team = await newTeam();
    const batch = batchOf(exportFile('toggl', team));
    const answers = await Promise.all([
      importNow(team.admin, batch, true),
      importNow(team.manager, batch, true),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.imported).sort()).toEqual([0, 3]);
    expect(await entriesOf(team.admin.tenantId)).toHaveLength(3);
    const projects = await server.db
      .selectFrom('projects')
      .select('name')
      .where('tenant_id', '=', team.admin.tenantId)
      .execute();
    expect(projects.map((project) => project.name).sort()).toEqual(['Harbour move', 'Warehouse audit']);
  });

  it('refuses a batch larger than a call takes, and a role User, changing nothing', async () => {
    const team = await newTeam();
    const batch = batchOf(exportFile('clockify', team));
    const before = await snapshotTenant(server.db, team.admin.tenantId);
    const tooMany = {
      ...batch,
      rows: Array.from({ length: 1001 }, (_, at) => ({ ...batch.rows[0]!, line: at + 2 })),
    };
    expect((await importNow(team.admin, tooMany, true)).status).toBe(400);
    expect((await importNow(team.user, batch, true)).status).toBe(403);
    expect(await snapshotTenant(server.db, team.admin.tenantId)).toEqual(before);
  });

  it('cuts a file into batches the calls take, by rows and by size', () => {
    const row = (line: number, text = 'x') => ({ line, cells: [text], occurrence: 0 });
    const many = Array.from({ length: 2500 }, (_, at) => row(at + 2));
    expect(importBatches(many).map((batch) => batch.length)).toEqual([1000, 1000, 500]);
    const long = Array.from({ length: 600 }, (_, at) => row(at + 2, 'é'.repeat(1900)));
    const sizes = importBatches(long).map((batch) => batch.length);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(600);
    expect(Math.max(...sizes)).toBeLessThan(600);
  });
});
