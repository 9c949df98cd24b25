import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import {
  API_PREFIX,
  API_TOKEN_PREFIX,
  PORTAL_ACCESS_ROLE,
  type RefusalCode,
  type Role,
} from '@portal/contract';
import type { Config } from '../config/env.ts';
import type { Caller } from '../context/caller.ts';
import { runAsTenant } from '../db/tenant-context.ts';
import { refuse } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** Routes that need no bearer token (sign-up, health checks). */
    public?: boolean;
    /** Roles that may call the route; every signed-in role when absent. */
    roles?: readonly Role[];
    /** The route changes data: a read-only API token may not call it. */
    changes?: boolean;
    /** No API token may call the route, only a signed-in person (managing API tokens). */
    signedInOnly?: boolean;
  }
}

interface PortalClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  azp?: string;
  client_id?: string;
  resource_access?: Record<string, { roles?: string[] }>;
}

/** How many verified tokens the server remembers; the least recently used is forgotten first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Verifies access tokens against the issuer's published keys. The embedded provider and an
 * external one (Keycloak) take the same path: discovery, then the JWKS it names.
 */
export function createTokenVerifier({ issuer, clientId }: Config['oidc']) {
  let keySet: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  const loadKeySet = async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`Discovery of ${issuer} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(jwksUri));
  };

  // A verified token's claims, until it expires: a client sends one token with many calls, and
  // checking its RS256 signature costs more than the rest of a small read.
  const verified = new LRUCache<string, PortalClaims>({ max: VERIFIED_TOKENS_KEPT });

  return async function verify(token: string): Promise<PortalClaims> {
    const known = verified.get(token);
    if (known) return known;
    const claims = await verifySignature(token);
    const lifetimeMs = typeof claims.exp === 'number' ? claims.exp * 1000 - Date.now() : 0;
    if (lifetimeMs > 0) verified.set(token, claims, { ttl: lifetimeMs });
    return claims;
  };

  async function verifySignature(token: string): Promise<PortalClaims> {
    keySet ??= loadKeySet().catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    let payload: PortalClaims;
    try {
      ({ payload } = await jwtVerify<PortalClaims>(token, await keySet, {
        issuer,
        algorithms: ['RS256', 'ES256'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout)) {
        throw refuse(401, error instanceof joseErrors.JWTExpired ? 'token-expired' : 'token-invalid');
      }
      throw refuse(503, 'identity-provider-unreachable');
    }
    if ((payload.azp ?? payload.client_id) !== clientId) throw refuse(401, 'token-of-another-client');
    return payload;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** A personal API token, told from the identity provider's tokens (JWTs) by its prefix. */
const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

interface AuthOptions {
  config: Config;
  /** The caller a verified token stands for; throws when the token stands for nobody who may call. */
  resolveCaller: (claims: PortalClaims) => Promise<Caller>;
  /** The caller a personal API token acts as; throws when it is unknown, revoked or expired. */
  resolveApiToken: (token: string) => Promise<Caller>;
}

/** The refusal of a route to the roles it does not allow, by the roles it allows. */
const ROLE_REFUSALS: Record<string, RefusalCode> = {
  'Manager,Admin': 'reviewers-only',
  Admin: 'admins-only',
};

function roleRefusalOf(allowed: readonly Role[]): RefusalCode {
  const code = ROLE_REFUSALS[allowed.join(',')];
  if (!code) throw new Error(`No refusal says that only ${allowed.join(', ')} may call a route`);
  return code;
}

/**
 * Resolves `request.caller` for every /api route that is not marked public, and refuses a caller
 * whose role the route's endpoint does not allow.
 */
export default fp(async function auth(
  app: FastifyInstance,
  { config, resolveCaller, resolveApiToken }: AuthOptions,
) {
  const verify = createTokenVerifier(config.oidc);
  app.decorateRequest('caller', null as unknown as Caller);

  async function authenticate(request: FastifyRequest, routeConfig: FastifyContextConfig) {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw refuse(401, 'bearer-token-missing');
    if (isApiToken(match[1])) {
      request.caller = await resolveApiToken(match[1]);
      if (routeConfig.signedInOnly) throw refuse(403, 'api-token-not-allowed');
      if (routeConfig.changes && request.caller.apiToken?.scope !== 'read-write') {
        throw refuse(403, 'api-token-read-only');
      }
    } else {
      const claims = await verify(match[1]);
      const roles = claims.resource_access?.[config.oidc.clientId]?.roles ?? [];
      if (!roles.includes(PORTAL_ACCESS_ROLE)) throw refuse(403, 'no-portal-access');
      request.caller = await resolveCaller(claims);
    }
    const allowed = routeConfig.roles;
    if (allowed && !allowed.includes(request.caller.role)) {
      throw refuse(403, roleRefusalOf(allowed));
    }
  }

  // A route allowing roles that no refusal names fails at start-up, not when it refuses someone.
  app.addHook('onRoute', (route) => {
    if (route.config?.roles) roleRefusalOf(route.config.roles);
  });

  // Fastify builds `routeOptions` anew on each read: read once.
  app.addHook('onRequest', async (request) => {
    const { url, config: routeConfig } = request.routeOptions;
    if (!url?.startsWith(API_PREFIX) || routeConfig.public) return;
    await authenticate(request, routeConfig);
  });

  // The rest of the request runs in the caller's tenant: row-level security sees only its rows.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.caller) runAsTenant(request.caller.tenantId, done);
    else done();
  });
});
