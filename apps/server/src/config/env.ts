import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { EVENT_HEARTBEAT_SECONDS } from '@portal/contract';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Port the single origin (SPA, API, identity provider) listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Worker processes behind the one port: a number, or `auto` for one per core. */
  WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  /** The address users reach the portal at; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Folder of the SQLite database and the identity provider's keys. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://... switches the data store from SQLite to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  /** Most connections one instance opens to PostgreSQL. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** An external OpenID Connect issuer (e.g. a Keycloak realm) replacing the embedded one. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('timesheet-id'),
  /** The logistics suite site the header links to. */
  SUITE_SITE_URL: z.url().optional(),
  /** Base address of the suite's tenant check; defaults to this portal, which serves it. */
  TENANT_CHECK_URL: z.url().optional(),
  /** Folder of the built SPA. */
  WEB_DIST_DIR: z.string().optional(),
  /** Portal API calls one caller may make per minute. */
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Sign-ups one address may make per hour. */
  RATE_LIMIT_SIGNUP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Sign-in attempts per email (whatever the address) per minute. */
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Sign-in attempts per address (whatever the email) per minute. */
  RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Calendar feed fetches per address per minute (calendar apps fetch every few hours). */
  RATE_LIMIT_CALENDAR_FEED_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Turns on GET /metrics (Prometheus), answered only to this bearer token. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** smtp:// or smtps:// address (with user and password) of the mail server; without it, in-app notifications only. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// address')
    .optional(),
  /** Sender of the portal's emails; defaults to no-reply at the PUBLIC_URL's host. */
  MAIL_FROM: z.string().min(3).max(320).optional(),
  /** Seconds between the live stream's heartbeats, each of which checks the listener's session again. */
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(EVENT_HEARTBEAT_SECONDS),
  /** Lets webhooks reach loopback, private and link-local addresses (tests, a receiver on the same network). */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Seconds one webhook delivery attempt may take, redirects included, before it counts as failed. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* headers from a reverse proxy. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** The portal's configuration, grouped by concern. */
export interface Config {
  env: 'development' | 'production' | 'test';
  http: {
    port: number;
    host: string;
    publicUrl: string;
    /** False when PUBLIC_URL is the default, so every loopback spelling of the port is this portal. */
    publicUrlConfigured: boolean;
    trustProxy: boolean;
    /** How many worker processes serve the port; 1 serves it from this process alone. */
    workers: number;
  };
  db: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; poolMax: number };
  dataDir: string;
  oidc: { embedded: boolean; issuer: string; clientId: string };
  web: { distDir: string; suiteSiteUrl: string; tenantCheckUrl: string };
  logLevel: string;
  /** The bearer token of GET /metrics; metrics are off without it. */
  metricsToken: string | undefined;
  rateLimits: {
    apiPerMinute: number;
    signUpPerHour: number;
    loginPerMinute: number;
    loginPerAddressPerMinute: number;
    calendarFeedPerMinute: number;
  };
  /** Email of reminders and week decisions; undefined keeps notifications in the app only. */
  mail: { smtpUrl: string; from: string } | undefined;
  live: { heartbeatMs: number };
  /** Whether webhooks may be delivered to addresses that are not public, and how long an attempt may take. */
  webhooks: { allowPrivate: boolean; timeoutMs: number };
}

/** Realm path of the embedded provider, the same layout as Keycloak's. */
export const EMBEDDED_REALM_PATH = '/realms/timesheet';

export class ConfigError extends Error {}

/** Parses the environment once; fails listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  // npm runs workspace scripts in the workspace; a relative DATA_DIR means the caller's folder.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    http: {
      port: env.PORT,
      host: env.HOST,
      publicUrl,
      publicUrlConfigured: env.PUBLIC_URL !== undefined,
      trustProxy: env.TRUST_PROXY,
      workers: env.WEB_CONCURRENCY === 'auto' ? os.availableParallelism() : env.WEB_CONCURRENCY,
    },
    db: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'sqlite', file: path.join(dataDir, 'portal.sqlite') },
    dataDir,
    oidc: {
      embedded: !env.OIDC_ISSUER,
      issuer: (env.OIDC_ISSUER ?? `${publicUrl}${EMBEDDED_REALM_PATH}`).replace(/\/$/, ''),
      clientId: env.OIDC_CLIENT_ID,
    },
    web: {
      distDir: path.resolve(env.WEB_DIST_DIR ?? webDistDir()),
      suiteSiteUrl: env.SUITE_SITE_URL ?? publicUrl,
      tenantCheckUrl: (env.TENANT_CHECK_URL ?? publicUrl).replace(/\/$/, ''),
    },
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    rateLimits: {
      apiPerMinute: env.RATE_LIMIT_API_PER_MINUTE,
      signUpPerHour: env.RATE_LIMIT_SIGNUP_PER_HOUR,
      loginPerMinute: env.RATE_LIMIT_LOGIN_PER_MINUTE,
      loginPerAddressPerMinute: env.RATE_LIMIT_LOGIN_PER_ADDRESS_PER_MINUTE,
      calendarFeedPerMinute: env.RATE_LIMIT_CALENDAR_FEED_PER_MINUTE,
    },
    mail: env.SMTP_URL
      ? {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM ?? `Timesheet portal <no-reply@${new URL(publicUrl).hostname}>`,
        }
      : undefined,
    live: { heartbeatMs: env.EVENTS_HEARTBEAT_SECONDS * 1000 },
    webhooks: { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE, timeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000 },
  };
}

/** The web app's build, found through the workspace link: the same from the sources and the bundle. */
function webDistDir(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('@portal/web/package.json')), 'dist');
}
