import { api, EVENT_STREAM_TYPE, LiveEventSchema, type LiveEvent } from '@portal/contract';

/** A live stream read the way the web app's fetch-based client reads it. */
export interface EventStream {
  /** Every event received so far, in order. */
  events: LiveEvent[];
  /** The first event, received or to come, that `match` accepts; rejects after `timeoutMs`. */
  next: (match: (event: LiveEvent) => boolean, timeoutMs?: number) => Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Everything received, comment lines (heartbeats) included. */
  raw: () => string;
  close: () => void;
}

/** Opens GET /api/events with a bearer token; resolves once the stream's first event arrived. */
export async function openEventStream(
  baseUrl: string,
  token: string,
  send: typeof fetch = fetch,
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await send(`${baseUrl}${api.events.events.path}`, {
    headers: { authorization: `Bearer ${token}`, accept: EVENT_STREAM_TYPE },
    signal: abort.signal,
  });
  if (!response.ok || !response.body) {
    throw new Error(`the stream answered ${response.status}: ${await response.text()}`);
  }
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let text = '';
  let buffer = '';
  let finished = false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (data) events.push(LiveEventSchema.parse(JSON.parse(data)));
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Closed by the client, or the connection dropped: either way the stream has ended.
    } finally {
      finished = true;
      for (const wake of waiters) wake();
    }
  })();

  const next = (match: (event: LiveEvent) => boolean, timeoutMs = 10_000) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (found) {
          done();
          resolve(found);
        } else if (finished) {
          done();
          reject(new Error(`the stream ended without the event; it had ${JSON.stringify(events)}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no such event within ${timeoutMs} ms; the stream had ${JSON.stringify(events)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  await next((event) => event.type === 'resync');
  return { events, next, ended, raw: () => text, close: () => abort.abort() };
}
