/**
 * `DATABASE_URL=postgres://… npm run bench:statements [-- --list]`: how many statements, each a
 * round trip, the changes that log time send to PostgreSQL, through the whole server: the caller's
 * lookup, the change's transaction, its audit record and its live event.
 *
 * It starts the portal in this process on a new database beside DATABASE_URL's (dropped at the
 * end), signs up a tenant, and counts every query the PostgreSQL driver sends while one call is
 * served. Each call is made once first, as the first change of a day would warm what is kept
 * between requests, then measured three times; the fewest is reported (a background task may
 * add a statement to a run).
 *
 *   --list   print the statements of each call
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { api, type Endpoint } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { databaseBeside, freePort, type TestServer } from '../test/build-app.ts';
import { callAs, newTenant, type Member } from '../test/factories.ts';
import { parseArgs } from './options.ts';

const args = parseArgs(process.argv.slice(2));
const list = args.has('list');
const RUNS = 3;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl?.startsWith('postgres')) {
  console.error('DATABASE_URL must name a PostgreSQL database whose role may create databases.');
  process.exit(2);
}

/** What the driver was asked while `counting`. */
let counting = false;
let sent: string[] = [];
/** The statements of the last measured call, counted from its request to its answer. */
let measured: string[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...queryArgs: unknown[]) {
  if (counting) {
    const [first] = queryArgs;
    sent.push(typeof first === 'string' ? first : String((first as { text?: string })?.text ?? first));
  }
  return query.apply(this, queryArgs);
} as typeof pg.Client.prototype.query;

const database = await databaseBeside(adminUrl, 'portal_statements');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-statements-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
  }),
);
try {
  await app.listen({ port, host: '127.0.0.1' });
  const server = { url } as TestServer;
  const owner = await newTenant(server);
  const added = await callAs(server, owner, api.projects.addProject, { name: 'Yard', description: 'd' });
  const projectId = added.body.id as string;
  const task = await callAs(server, owner, api.tasks.addTask, { title: 'Loading', projectId });
  const taskId = task.body.id as string;
  let day = 0;
  /** Each measured change logs on a day of its own, so that none meets the day's limit. */
  const nextDay = () => {
    day += 1;
    return `2026-10-${String(day).padStart(2, '0')}`;
  };

  const changes: Array<[string, () => Promise<void>]> = [
    [
      'addTimeEntry',
      () =>
        expectOk(owner, api.timesheet.addTimeEntry, {
          userId: owner.userId,
          projectId,
          taskId,
          date: nextDay(),
          hours: 2,
          description: 'Unloading',
        }),
    ],
    [
      'setDayHours, an empty cell',
      () =>
        expectOk(owner, api.timesheet.setDayHours, {
          userId: owner.userId,
          taskId,
          date: nextDay(),
          hours: 3,
        }),
    ],
    [
      'setDayHours, a cell of one entry',
      async () => {
        const date = nextDay();
        const cell = { userId: owner.userId, taskId, date };
        await expectOk(owner, api.timesheet.setDayHours, { ...cell, hours: 1 }, false);
        await expectOk(owner, api.timesheet.setDayHours, { ...cell, hours: 4 });
      },
    ],
    [
      'stopTimer',
      async () => {
        await expectOk(
          owner,
          api.timesheet.startTimer,
          { projectId, taskId, date: nextDay(), description: '' },
          false,
        );
        await expectOk(owner, api.timesheet.stopTimer, {});
      },
    ],
  ];

  const rows: string[][] = [];
  for (const [name, change] of changes) {
    await change();
    const runs: string[][] = [];
    for (let run = 0; run < RUNS; run += 1) {
      sent = [];
      await change();
      runs.push(measured);
    }
    const fewest = runs.reduce((least, statements) =>
      statements.length < least.length ? statements : least,
    );
    rows.push([name, String(fewest.length), String(fewest.filter(inTransaction).length)]);
    if (list) {
      console.log(`\n${name}:`);
      for (const statement of fewest) {
        const text = statement.replace(/\s+/g, ' ');
        // Writes held back for the commit travel with it: show that they end with it.
        const ending = text.length > 140 && /; commit$/i.test(text) ? ' … ; commit' : '';
        console.log(`  ${text.slice(0, 140)}${ending}`);
      }
    }
  }
  console.log(`\nStatements per change on PostgreSQL, through the whole server (fewest of ${RUNS} runs)\n`);
  console.log('| Change | Statements | Of them in its transaction (begin … commit) |');
  console.log('| --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await app.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Makes a call as `member`, expecting it to succeed; counts its statements unless `count` is false. */
async function expectOk(member: Member, endpoint: Endpoint, body: Record<string, unknown>, count = true) {
  counting = count;
  if (count) sent = [];
  const answer = await callAs({ url }, member, endpoint, body);
  counting = false;
  if (answer.status !== 200)
    throw new Error(`${endpoint.path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  if (count) measured = [...sent];
}

/** Whether a statement ran inside a transaction: between a begin and its commit, both included. */
function inTransaction(this: void, statement: string, index: number, statements: string[]): boolean {
  const opened = statements.slice(0, index + 1).findLastIndex((text) => /^\s*begin/i.test(text));
  // A commit may end a message of several statements (writes held back for it).
  const closed = statements
    .slice(0, index)
    .findLastIndex((text) => /(^|;)\s*(commit|rollback)\s*$/i.test(text));
  return opened > closed;
}
