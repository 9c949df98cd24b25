import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { EmailSchema, PasswordSchema, normalizeEmail } from '@portal/contract';
import { EMBEDDED_REALM_PATH, type Config } from '../config/env.ts';
import type { Db } from '../db/dialect.ts';
import { runAsSystem } from '../db/tenant-context.ts';
import { verifyAgainstDecoy, verifyPassword } from '../lib/password.ts';
import { msUntilSessionsValid } from '../modules/users/user-sessions.ts';
import { findUserByEmail } from '../modules/users/users.repository.ts';
import { purgeExpiredPayloads } from './adapter.ts';
import {
  ASSETS_PATH,
  LOGIN_CSS,
  LOGOUT_JS,
  errorPage,
  loginPage,
  pageLocale,
  type LoginError,
} from './pages.ts';

/** How often expired sessions, grants, codes and tokens are removed from the identity store. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

interface IdentityOptions {
  provider: Provider;
  db: Db;
  config: Config;
}

const LoginForm = z.object({
  email: z.string().max(400).default(''),
  password: z.string().max(400).default(''),
});

/** The login page of the embedded provider: checks credentials against the portal's users. */
async function loginRoutes(app: FastifyInstance, { provider, db, config }: IdentityOptions) {
  await app.register(formbody, { bodyLimit: 8 * 1024 });

  app.get(`${ASSETS_PATH}/login.css`, (_request, reply) => {
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(LOGIN_CSS);
  });
  app.get(`${ASSETS_PATH}/logout.js`, (_request, reply) => {
    reply.type('text/javascript').header('cache-control', 'public, max-age=3600').send(LOGOUT_JS);
  });

  const render = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).type('text/html').header('cache-control', 'no-store').send(html);
  const expired = (request: FastifyRequest, reply: FastifyReply) =>
    render(reply, errorPage({ reason: 'expired' }, pageLocale(request.headers)), 400);

  app.get<{ Params: { uid: string } }>(`${EMBEDDED_REALM_PATH}/login/:uid`, async (request, reply) => {
    try {
      await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return expired(request, reply);
    }
    return render(
      reply,
      loginPage({ action: request.url, signUpUrl: '/signup', locale: pageLocale(request.headers) }),
    );
  });

  // Attempts count per address across emails, so one client cannot spray passwords over many
  // accounts, and per email spelt as the login matches it, so guessing one account's password is
  // slow from anywhere. Both count every attempt, whichever refuses it.
  const limit = (name: string, max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max,
      timeWindow: '1 minute',
      allowList: () => false,
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
  const loginLimits = [
    limit('address', config.rateLimits.loginPerAddressPerMinute, (request) => request.ip),
    limit('email', config.rateLimits.loginPerMinute, (request) =>
      normalizeEmail(String((request.body as { email?: unknown } | undefined)?.email ?? '')),
    ),
  ];
  const throttle = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of loginLimits) {
      const state = await check(request);
      if (state.isAllowed || !state.isExceeded) continue;
      const email = String((request.body as { email?: unknown } | undefined)?.email ?? '');
      const error: LoginError = { reason: 'too-many-attempts', seconds: state.ttlInSeconds };
      reply.header('retry-after', state.ttlInSeconds);
      const locale = pageLocale(request.headers);
      return render(
        reply,
        loginPage({ action: request.url, email, error, signUpUrl: '/signup', locale }),
        429,
      );
    }
    return undefined;
  };
  app.post<{ Params: { uid: string } }>(
    `${EMBEDDED_REALM_PATH}/login/:uid`,
    { preHandler: throttle },
    async (request, reply) => {
      let interaction;
      try {
        interaction = await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return expired(request, reply);
      }
      const form = LoginForm.safeParse(request.body);
      const email = EmailSchema.safeParse(form.data?.email);
      const password = PasswordSchema.safeParse(form.data?.password);
      const user = email.success ? await runAsSystem(() => findUserByEmail(db, email.data)) : undefined;
      const valid =
        password.success && user
          ? await verifyPassword(password.data, user.password_hash)
          : await verifyAgainstDecoy(form.data?.password ?? '');
      const refuse = (error: LoginError, status: number) => {
        const html = loginPage({
          action: request.url,
          email: form.data?.email ?? '',
          error,
          signUpUrl: '/signup',
          locale: pageLocale(request.headers),
        });
        return render(reply, html, status);
      };
      if (!valid || !user || interaction.prompt.name !== 'login') {
        return refuse({ reason: 'invalid-credentials' }, 401);
      }
      // Said only to someone who knows the password, so it reveals nothing about who has an account.
      if (user.deactivated_at) return refuse({ reason: 'deactivated' }, 403);
      const wait = msUntilSessionsValid(user);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: user.id } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    },
  );
}

/**
 * Mounts the provider under /realms/timesheet. Its Koa app reads the raw request body itself, so
 * this context parses nothing, and it learns its mount path from `originalUrl`.
 */
async function providerMount(app: FastifyInstance, { provider }: { provider: Provider }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const callback = provider.callback();
  app.all(`${EMBEDDED_REALM_PATH}/*`, async (request, reply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '/').slice(EMBEDDED_REALM_PATH.length) || '/';
    await callback(raw, reply.raw);
  });
}

/** Removes the identity store's dead rows at start and then every hour, so it does not grow without end. */
function purgeSchedule(app: FastifyInstance, db: Db) {
  const purge = () =>
    purgeExpiredPayloads(db).catch((error: unknown) =>
      app.log.error({ err: error }, 'Purging expired identity records failed'),
    );
  const timer = setInterval(purge, PURGE_INTERVAL_MS).unref();
  app.addHook('onReady', async () => {
    await purge();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export async function identityRoutes(app: FastifyInstance, options: IdentityOptions) {
  purgeSchedule(app, options.db);
  await app.register(loginRoutes, options);
  await app.register(providerMount, options);
}
