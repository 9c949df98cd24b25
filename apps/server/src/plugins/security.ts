import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { inWorker } from '../cluster/channel.ts';
import { WorkersRateLimitStore } from '../cluster/rate-limits.ts';
import { refuse } from '../errors.ts';
import { API_PREFIX } from '@portal/contract';

const origin = (url: string) => new URL(url).origin;

/** Who a request counts against: the bearer token when there is one, else the address. */
function callerKey(request: FastifyRequest): string {
  const authorization = request.headers.authorization;
  return authorization ? crypto.createHash('sha256').update(authorization).digest('base64url') : request.ip;
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers `middleware` writes, asked once: helmet's depend on no request here (no nonce, no
 * directive computed per request), and its eleven middlewares took 2.6% of a small read's time.
 */
function headersWrittenBy(middleware: Middleware): [string, string | number | readonly string[]][] {
  const headers = new Map<string, string | number | readonly string[]>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, value),
    // Helmet removes X-Powered-By, which neither Node nor Fastify writes.
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Security headers on every answer, the identity provider's included (helmet writes them on the
 * raw response), and rate limits on the API; sign-up and sign-in set stricter ones per route.
 */
export default fp(async function security(app: FastifyInstance, { config }: { config: Config }) {
  const https = config.http.publicUrl.startsWith('https:');
  const identityOrigins = [...new Set([origin(config.oidc.issuer), origin(config.web.tenantCheckUrl)])];
  const securityHeaders = headersWrittenBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // The toast library injects its own <style>; no script is ever inline.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...identityOrigins],
          // The service worker and the export writers, and the web app manifest, come from the portal alone.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          formAction: ["'self'", ...identityOrigins],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });

  await app.register(rateLimit, {
    max: config.rateLimits.apiPerMinute,
    timeWindow: '1 minute',
    keyGenerator: callerKey,
    // Workers behind one port count together; a process alone counts in its own memory.
    ...(inWorker() ? { store: WorkersRateLimitStore } : {}),
    allowList: (request) => !request.url.startsWith(API_PREFIX),
    errorResponseBuilder: (_request, context) => refuse(429, 'too-many-requests', { after: context.after }),
  });
});
