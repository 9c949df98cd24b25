/**
 * `npm run bench:live [-- options]`: what the live channel and the search cost.
 *
 * Streams: one portal process (a child started with --expose-gc, on a fresh SQLite store) and
 * --streams event streams opened against it over loopback by people of one tenant, a few tabs
 * each; the server's memory after a full GC before and after they opened, per open stream, and
 * once they closed again. Target: at most 30 KB per stream.
 *
 * Search: the search service in-process, as its route calls it, for the bench data set's 500-user
 * tenant (`npm run seed:bench`) on SQLite and, when DATABASE_URL is set, on PostgreSQL: serial
 * runs over texts drawn from the tenant's own names (parts, prefixes, two letters, misses); p50
 * and p95. Target: p95 at most 20 ms. The SQLite store is migrated like at any start, which builds
 * its search indexes.
 *
 *   --only streams|search  one of the two
 *   --streams 1000         streams to open
 *   --tabs 4               streams per person
 *   --runs 300             search runs per store
 *   --data-dir data/bench  the SQLite bench store (or DATA_DIR)
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api } from '@portal/contract';
import { loadConfig, type Config } from '../src/config/env.ts';
import { migrateToLatest, openDatabase } from '../src/db/dialect.ts';
import { runAsTenant } from '../src/db/tenant-context.ts';
import { search } from '../src/modules/search/search.service.ts';
import { freePort } from '../test/build-app.ts';
import { openEventStream, type EventStream } from '../test/event-stream.ts';
import { call, newSignUp } from '../test/factories.ts';
import { signIn } from '../test/sign-in.ts';
import { findSubjects } from './endpoints.ts';
import type { LiveBenchReading } from './live-bench-server.ts';
import { benchDataDir, parseArgs } from './options.ts';
import { pick, seededRandom } from './random.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const only = args.get('only');
const STREAM_TARGET_KB = 30;
const SEARCH_P95_TARGET_MS = 20;
/** Streams opened at once while setting up, so the loopback is not flooded with connections. */
const OPEN_CONCURRENCY = 50;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(SERVER_DIR, 'bench/live-bench-server.ts'), [], {
    cwd: SERVER_DIR,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
}

function measure(child: ChildProcess): Promise<LiveBenchReading> {
  return new Promise((resolve) => {
    child.once('message', (reading: LiveBenchReading) => resolve(reading));
    child.send({ type: 'measure' });
  });
}

async function measureStreams(count: number, tabs: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-live-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _postgres, ...env } = process.env as Record<string, string>;
  const child = await startServer({
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: '1000000',
  });
  const streams: EventStream[] = [];
  try {
    const people = Math.ceil(count / tabs);
    console.log(`Streams: signing in ${people} people of one tenant, ${tabs} streams each…`);
    const admin = newSignUp();
    await call(url, api.auth.signup.path, { body: admin });
    const adminToken = (await signIn(url, admin.email, admin.password)).access_token;
    const { tenantId } = (
      await call(url, `${api.auth.email.path}?email=${encodeURIComponent(admin.email)}`, {
        token: adminToken,
      })
    ).body;
    const tokens: string[] = [];
    for (let person = 0; person < people; person += 1) {
      const { email } = newSignUp();
      const added = await call(url, api.users.addNewUser.path, {
        token: adminToken,
        body: { tenantId, name: `Listener ${person}`, email, password: 'listener-1', role: 'User' },
      });
      if (added.status !== 200) throw new Error(`adding a person failed: ${JSON.stringify(added.body)}`);
      tokens.push((await signIn(url, email, 'listener-1')).access_token);
    }
    const before = await measure(child);
    for (let opened = 0; opened < count; opened += OPEN_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(OPEN_CONCURRENCY, count - opened) }, (_, index) =>
        openEventStream(url, tokens[Math.floor((opened + index) / tabs)]!),
      );
      streams.push(...(await Promise.all(batch)));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await measure(child);
    for (const stream of streams) stream.close();
    let closed = await measure(child);
    for (let wait = 0; wait < 50 && closed.streams > 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      closed = await measure(child);
    }
    // Closed sockets and their requests go with the next collections.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    closed = await measure(child);
    const perStream = (after.rss - before.rss) / after.streams;
    console.log(`  open streams:          ${after.streams}`);
    console.log(`  server RSS:            ${mb(before.rss)} before, ${mb(after.rss)} with the streams open`);
    console.log(
      `  per open stream:       ${kb(perStream)} RSS (target ≤ ${STREAM_TARGET_KB} KB), ` +
        `${kb((after.heapUsed - before.heapUsed) / after.streams)} JS heap, ` +
        `${kb((after.external - before.external) / after.streams)} external`,
    );
    console.log(
      `  once closed:           ${closed.streams} open, heap ${mb(closed.heapUsed)} ` +
        `(${mb(before.heapUsed)} before they opened)`,
    );
  } finally {
    for (const stream of streams) stream.close();
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Texts a person might type into the palette, drawn from the tenant's names. */
function searchTexts(names: string[], runs: number): string[] {
  const random = seededRandom(20_261_124);
  const slice = (min: number, max: number) => {
    const name = pick(random, names);
    const length = Math.min(name.length, min + Math.floor(random() * (max - min + 1)));
    const start = Math.floor(random() * (name.length - length + 1));
    return name.slice(start, start + length);
  };
  return Array.from({ length: runs }, (_, run) => {
    const kind = random();
    if (kind < 0.4) return slice(4, 8);
    if (kind < 0.6) return pick(random, names).slice(0, 3 + Math.floor(random() * 4));
    if (kind < 0.75) return slice(2, 2);
    if (kind < 0.9) return pick(random, names).split(' ')[0]!;
    return `qzx${run}`;
  });
}

async function measureSearch(store: Config['db'], label: string, runs: number) {
  await migrateToLatest(store);
  const owner = openDatabase(store, { as: 'owner' });
  const { admin } = await findSubjects(owner);
  const [projects, tasks, people] = await Promise.all([
    owner.selectFrom('projects').select('name').where('tenant_id', '=', admin.tenantId).execute(),
    owner.selectFrom('tasks').select('title as name').where('tenant_id', '=', admin.tenantId).execute(),
    owner.selectFrom('users').select('name').where('tenant_id', '=', admin.tenantId).execute(),
  ]);
  await owner.destroy();
  const names = [...projects, ...tasks, ...people].map((row) => row.name);
  const db = openDatabase(store);
  const run = (text: string) => runAsTenant(admin.tenantId, () => search(db, admin, text));
  try {
    for (const text of searchTexts(names, 30)) await run(text);
    const samples: number[] = [];
    let found = 0;
    for (const text of searchTexts(names, runs)) {
      const started = performance.now();
      const answer = await run(text);
      samples.push(performance.now() - started);
      found += answer.projects.length + answer.tasks.length + answer.people.length;
    }
    samples.sort((a, b) => a - b);
    console.log(
      `  ${label}: ${projects.length} projects, ${tasks.length} tasks, ${people.length} people; ${runs} searches, ` +
        `${(found / runs).toFixed(1)} matches each; p50 ${percentile(samples, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(samples, 95).toFixed(2)} ms (target ≤ ${SEARCH_P95_TARGET_MS} ms), ` +
        `max ${samples.at(-1)!.toFixed(2)} ms`,
    );
  } finally {
    await db.destroy();
  }
}

if (only !== 'search') {
  await measureStreams(Number(args.get('streams') ?? 1000), Number(args.get('tabs') ?? 4));
}
if (only !== 'streams') {
  const runs = Number(args.get('runs') ?? 300);
  console.log('Search, the bench data set’s largest tenant:');
  await measureSearch(loadConfig({ DATA_DIR: benchDataDir(args) }).db, 'SQLite', runs);
  if (process.env.DATABASE_URL) await measureSearch(loadConfig(process.env).db, 'PostgreSQL', runs);
}
