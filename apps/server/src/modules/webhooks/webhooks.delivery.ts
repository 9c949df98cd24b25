import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { deliverableAddress } from './webhooks.addresses.ts';

/** Every address a host name resolves to. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** One POST to one checked address. */
export interface Connection {
  url: URL;
  /** The checked address to connect to, whatever DNS answers by now. */
  address: string;
  family: 4 | 6;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** Sends one POST and answers its status, without following a redirect. */
export type Post = (connection: Connection) => Promise<{ status: number; location: string | undefined }>;

/** How a delivery resolves names and connects: replaced in the tests. */
export interface WebhookNetwork {
  resolve: Resolve;
  post: Post;
}

/** What one delivery attempt came to. */
export interface DeliveryOutcome {
  /** The receiver's answer code (of the last hop), or null when none came. */
  status: number | null;
  /** Why the attempt failed without an answer, fit for the delivery log; null when one came. */
  error: string | null;
  durationMs: number;
}

/** How many redirects a delivery follows, each checked like the first address. */
export const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

class Undeliverable extends Error {}

export const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** Posts over HTTP or HTTPS to the connection's address only: DNS is not asked again. */
export const post: Post = ({ url, address, family, headers, body, signal }) =>
  new Promise((resolve, reject) => {
    const lookup = ((_hostname, options, callback) => {
      if (options.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    }) as LookupFunction;
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        // A pooled socket could have been opened to another address.
        agent: false,
        signal,
      },
      (response) => {
        const location = response.headers.location;
        // Only the answer's code counts; its body is not read.
        response.destroy();
        resolve({ status: response.statusCode ?? 0, location });
      },
    );
    request.on('error', reject);
    request.end(body);
  });

/** The checked address to connect to for `url`: every address its host resolves to must be allowed. */
async function addressOf(url: URL, resolve: Resolve, allowPrivate: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Undeliverable('Only http and https');
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const resolved = /^[\d.]+$|:/.test(literal) ? [{ address: literal }] : await resolve(url.hostname);
  const checked = resolved.map(({ address }) => deliverableAddress(address, { allowPrivate }));
  const [first] = checked;
  if (!first || checked.some((address) => address === null)) {
    throw new Undeliverable(`${url.hostname} is not a public address`);
  }
  return first;
}

/** Rejects when `signal` aborts, for steps (DNS) that cannot be aborted themselves. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });
}

function reasonOf(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'Timed out';
  if (error instanceof Undeliverable) return error.message;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'Connection failed';
}

/**
 * Delivers one signed POST to `target`. Its host is resolved (`resolve`) and every address it
 * resolves to checked before connecting to the checked address only (`post`); a redirect is
 * never followed by the HTTP client but here, up to MAX_REDIRECTS, each checked the same way, so
 * that neither DNS nor a receiver can send the portal to an address it refuses. The whole attempt,
 * redirects included, ends after `timeoutMs`.
 */
export async function deliver(
  target: { url: string; headers: Record<string, string>; body: string },
  options: { allowPrivate: boolean; timeoutMs: number; resolve?: Resolve; post?: Post },
): Promise<DeliveryOutcome> {
  const { resolve = systemResolve, post: send = post } = options;
  const started = performance.now();
  const signal = AbortSignal.timeout(options.timeoutMs);
  const outcome = (status: number | null, error: string | null): DeliveryOutcome => ({
    status,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  try {
    let url = new URL(target.url);
    for (let redirects = 0; ; redirects += 1) {
      const { address, family } = await untilAborted(addressOf(url, resolve, options.allowPrivate), signal);
      const answer = await send({ url, address, family, headers: target.headers, body: target.body, signal });
      if (!REDIRECT_STATUSES.has(answer.status) || answer.location === undefined) {
        return outcome(answer.status, null);
      }
      if (redirects === MAX_REDIRECTS) return outcome(answer.status, 'Too many redirects');
      url = new URL(answer.location, url);
    }
  } catch (error) {
    return outcome(null, reasonOf(error, signal));
  }
}
