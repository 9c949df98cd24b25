import autocannon, { type Result } from 'autocannon';

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  statusCodes: string;
}

/**
 * autocannon stops by closing its connections, but the server still works through the requests
 * it had received: up to one per connection, about one latency's worth of work. Waiting that out
 * keeps it from slowing the next run (the measured one, or the next process's).
 */
async function drained(result: Result): Promise<Result> {
  await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, result.latency.p99 + 500)));
  return result;
}

/**
 * POSTs to `url` from `connections` connections: a warm-up that is thrown away, then the measured
 * run. `body` may change per request (writes must not collide).
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  body: () => string,
  { connections, warmupSeconds, seconds }: LoadOptions,
): Promise<LoadResult> {
  const run = (duration: number): Promise<Result> =>
    autocannon({
      url,
      connections,
      duration,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          setupRequest: (request) => ({ ...request, body: body() }),
        },
      ],
    });
  if (warmupSeconds > 0) await drained(await run(warmupSeconds));
  const result = await drained(await run(seconds));
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    statusCodes: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
  };
}
