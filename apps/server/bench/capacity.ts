import http from 'node:http';
import { api, type Endpoint as ApiEndpoint } from '@portal/contract';
import type { Db } from '../src/db/dialect.ts';
import { signIn } from '../test/sign-in.ts';
import { ADDED_DESCRIPTION, type Subjects } from './endpoints.ts';

/**
 * Capacity under a realistic load, measured open-loop: requests arrive at a fixed rate whatever
 * the answers do, as people's clicks do, and each one's latency counts from the moment it was due
 * (so a server that falls behind shows it, instead of slowing the load generator down). The rate
 * steps up until the p99 passes the target or a request fails.
 */

/** One kind of request of the mix, with its share of the traffic. */
export interface MixItem {
  name: string;
  share: number;
  endpoint: ApiEndpoint;
  /** Who sends it and with what body; `n` counts the requests of this kind so far. */
  request: (n: number) => { token: string; body: Record<string, unknown> };
}

export interface CapacityStep {
  rate: number;
  sent: number;
  ok: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface CapacityOptions {
  rates: number[];
  seconds: number;
  warmupSeconds: number;
  p99TargetMs: number;
  log: (line: string) => void;
}

/** People of the 500-user tenant who log time in the mix. */
const PEOPLE = 60;
/** Far-future days for the writes, so no day of the seeded history passes 24 hours; removed afterwards. */
const FIRST_WRITE_DAY = Date.parse('2032-01-01T00:00:00Z');

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The "Monday morning" mix of a 500-user tenant, signed in as its people. */
export async function mondayMorningMix(
  db: Db,
  url: string,
  subjects: Subjects,
  password: string,
): Promise<MixItem[]> {
  const people = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('tenant_id', '=', subjects.admin.tenantId)
    .where('role', '=', 'User')
    .orderBy('id')
    .limit(PEOPLE)
    .execute();
  const tokens: string[] = [];
  for (const person of people) tokens.push((await signIn(url, person.email, password)).access_token);
  const adminToken = (await signIn(url, subjects.admin.email, password)).access_token;
  const tenantId = subjects.admin.tenantId;
  const who = (n: number) => ({ token: tokens[n % tokens.length]!, userId: people[n % people.length]!.id });
  const weekOf = subjects.week;
  const writeDay = (n: number) =>
    new Date(FIRST_WRITE_DAY + Math.floor(n / PEOPLE) * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      name: 'My Timesheet page',
      share: 30,
      endpoint: api.timesheet.getTimeEntries,
      request: (n) => ({
        token: who(n).token,
        body: { tenantId, userId: who(n).userId, page: 1, pageSize: 10 },
      }),
    },
    {
      name: 'Overview week',
      share: 15,
      endpoint: api.timesheet.getTimeEntriesOverview,
      request: (n) => ({ token: who(n).token, body: { tenantId, userId: who(n).userId, ...weekOf } }),
    },
    {
      name: 'add entry',
      share: 12,
      endpoint: api.timesheet.addTimeEntry,
      request: (n) => ({
        token: who(n).token,
        body: {
          tenantId,
          userId: who(n).userId,
          date: writeDay(n),
          projectId: subjects.project.id,
          taskId: subjects.project.taskId,
          hours: 0.25,
          description: ADDED_DESCRIPTION,
        },
      }),
    },
    {
      name: 'week-grid cell',
      share: 10,
      endpoint: api.timesheet.setDayHours,
      request: (n) => {
        const date = writeDay(n + 7 * PEOPLE * 400);
        return {
          token: who(n).token,
          body: {
            tenantId,
            userId: who(n).userId,
            taskId: subjects.project.taskId,
            date,
            hours: 1 + (n % 4),
            description: ADDED_DESCRIPTION,
          },
        };
      },
    },
    {
      name: 'board',
      share: 12,
      endpoint: api.projects.getAllProjects,
      request: (n) => ({ token: who(n).token, body: { tenantId } }),
    },
    {
      name: 'task list',
      share: 10,
      endpoint: api.tasks.getAllTasks,
      request: (n) => ({ token: who(n).token, body: { tenantId, page: 1, pageSize: 10 } }),
    },
    {
      name: 'users page',
      share: 8,
      endpoint: api.users.getAllUsers,
      request: () => ({ token: adminToken, body: { tenantId, page: 1, pageSize: 10 } }),
    },
    {
      name: 'Review',
      share: 3,
      endpoint: api.timesheet.getTimeEntriesReview,
      request: () => ({
        token: adminToken,
        body: { tenantId, ...weekOf, shape: 'grid' },
      }),
    },
  ];
}

/**
 * `count` requests of one kind as one person sends them one after another: `n` steps over the
 * mix's people, so the writes go to a new day each time instead of filling one day.
 */
export function serialRequestsOf(item: MixItem, count: number): { token: string; bodies: string[] } {
  const requests = Array.from({ length: count }, (_, i) => item.request(i * PEOPLE));
  return { token: requests[0]!.token, bodies: requests.map(({ body }) => JSON.stringify(body)) };
}

/** The mix's mean of a per-kind figure, each kind weighted by its share of the traffic. */
export function mixMean(mix: MixItem[], figureOf: (item: MixItem) => number): number {
  const total = mix.reduce((sum, item) => sum + item.share, 0);
  return mix.reduce((sum, item) => sum + item.share * figureOf(item), 0) / total;
}

/** The mix as one list of 100 slots, so each second's requests follow the shares exactly. */
function slots(mix: MixItem[]): MixItem[] {
  const total = mix.reduce((sum, item) => sum + item.share, 0);
  const list: MixItem[] = [];
  for (const item of mix) for (let i = 0; i < Math.round((item.share / total) * 100); i += 1) list.push(item);
  // Interleave, so the kinds are spread over time rather than sent in blocks.
  return list
    .map((item, i) => ({ item, key: (i * 37) % list.length }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/** Sends `rate` requests per second for `seconds`, each due at its own moment; answers the latencies. */
async function runAt(
  url: string,
  mix: MixItem[],
  rate: number,
  seconds: number,
  counters: Map<string, number>,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const target = new URL(url);
  const order = slots(mix);
  const latencies: number[] = [];
  let failed = 0;
  let sent = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round(rate * seconds);
  const send = (due: number, item: MixItem) => {
    const n = counters.get(item.name) ?? 0;
    counters.set(item.name, n + 1);
    const { token, body } = item.request(n);
    const payload = JSON.stringify(body);
    pending.push(
      new Promise<void>((resolve) => {
        const request = http.request(
          {
            agent,
            host: target.hostname,
            port: target.port,
            path: item.endpoint.path,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              authorization: `Bearer ${token}`,
            },
            timeout: 30_000,
          },
          (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode === 200) latencies.push(performance.now() - due);
              else failed += 1;
              resolve();
            });
          },
        );
        request.on('error', () => {
          failed += 1;
          resolve();
        });
        request.end(payload);
      }),
    );
  };
  // A tick every millisecond sends whatever has come due, so the arrivals keep their pace even
  // when a tick is late.
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        send(start + (sent * 1000) / rate, order[sent % order.length]!);
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    sent,
    ok: latencies.length,
    failed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
  };
}

/** Steps the rate up until the p99 passes the target or a request fails; answers every step. */
export async function measureCapacity(
  url: string,
  mix: MixItem[],
  { rates, seconds, warmupSeconds, p99TargetMs, log }: CapacityOptions,
): Promise<CapacityStep[]> {
  const counters = new Map<string, number>();
  const steps: CapacityStep[] = [];
  for (const rate of rates) {
    if (warmupSeconds > 0) await runAt(url, mix, rate, warmupSeconds, counters);
    const step = await runAt(url, mix, rate, seconds, counters);
    steps.push(step);
    log(
      `  capacity ${rate}/s: p50 ${step.p50Ms.toFixed(1)} ms, p99 ${step.p99Ms.toFixed(1)} ms, ${step.failed} failed`,
    );
    if (step.p99Ms > p99TargetMs || step.failed > 0) break;
    // Let the server settle before the next step.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return steps;
}

/** The highest rate whose step met the target without a failure. */
export const capacityOf = (steps: CapacityStep[], p99TargetMs: number) =>
  Math.max(
    0,
    ...steps.filter((step) => step.p99Ms <= p99TargetMs && step.failed === 0).map((step) => step.rate),
  );
