import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { Caller } from './context/caller.ts';
import { createIdempotencyKeys, type IdempotencyKeys } from './context/idempotency.ts';
import { maySeeMoney } from './modules/settings/settings.service.ts';
import { migrateToLatest, openDatabase, poolStatsOf, type Db } from './db/dialect.ts';
import { identityRoutes } from './identity/identity.routes.ts';
import { createIdentityProvider } from './identity/provider.ts';
import { absencesRoutes } from './modules/absences/absences.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { loggablePath } from './modules/calendar-feeds/feed-path.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { docsRoutes } from './modules/docs/docs.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { callerForApiToken } from './modules/api-tokens/api-tokens.service.ts';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { WebhookSubscriptions } from './modules/webhooks/webhooks.subscriptions.ts';
import type { WebhookNetwork } from './modules/webhooks/webhooks.delivery.ts';
import { Callers } from './modules/auth/caller.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { pinsRoutes } from './modules/pins/pins.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { savedReportsRoutes } from './modules/saved-reports/saved-reports.routes.ts';
import { ratesRoutes } from './modules/rates/rates.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { timesheetRoutes } from './modules/timesheet/timesheet.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { workingTimeRoutes } from './modules/working-time/working-time.routes.ts';
import auth from './plugins/auth.ts';
import errorHandler from './plugins/error-handler.ts';
import metrics from './plugins/metrics.ts';
import security from './plugins/security.ts';
import spa from './plugins/spa.ts';
import tenant from './plugins/tenant.ts';
import { responseSerializerCompiler } from './response-serializer.ts';
import { API_PREFIX } from '@portal/contract';

/** Largest JSON body any call accepts; larger ones answer 413. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** A route of the portal API, as registered. */
export interface ApiRoute {
  method: string;
  url: string;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Runs a change once per caller's `Idempotency-Key` (see route.ts). */
    idempotency: IdempotencyKeys;
    /** Every /api route the server registered, so tests can cover each one. */
    apiRoutes: ApiRoute[];
    /** Whether the caller may receive money (see route.ts and `moneyFields` in the contract). */
    maySeeMoney: (caller: Caller) => Promise<boolean>;
  }
}

/** Builds the whole portal: infrastructure plugins, then app plugins, then modules. */
export async function buildApp(
  config: Config,
  {
    logStream,
    webhookNetwork,
  }: {
    logStream?: NodeJS.WritableStream;
    /** How webhooks resolve names and connect; the system's DNS and sockets by default. */
    webhookNetwork?: WebhookNetwork;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Requests already received when a shutdown starts are served, not turned away.
    return503OnClosing: false,
    trustProxy: config.http.trustProxy,
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
      serializers: {
        // Query strings carry one-time codes and emails, and a calendar feed's path its secret;
        // paths are enough to follow a request.
        req: (req) => ({
          method: req.method,
          url: loggablePath(req.url.split('?')[0] ?? ''),
          remoteAddress: req.ip,
        }),
      },
    },
  });
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        apiRoutes.push({ method, url: route.url, public: route.config?.public === true });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const db = openDatabase(config.db, {
    onIdleError: (error) => app.log.error({ err: error }, 'Idle database connection failed'),
  });
  app.decorate('db', db);
  app.decorate('idempotency', createIdempotencyKeys(db));
  app.decorate('maySeeMoney', (caller: Caller) => maySeeMoney(db, caller));
  app.addHook('onClose', async () => db.destroy());
  await migrateToLatest(config.db);

  // Infrastructure
  await app.register(errorHandler);
  await app.register(security, { config });
  if (config.metricsToken) {
    const poolStats = poolStatsOf(db);
    await app.register(metrics, { token: config.metricsToken, ...(poolStats ? { poolStats } : {}) });
  }
  const callers = new Callers(db, config.oidc.embedded);
  await app.register(auth, {
    config,
    resolveCaller: (claims) => callers.forToken(claims),
    resolveApiToken: (token) => callerForApiToken(db, token),
  });
  await app.register(tenant);

  // Modules; the live channel first, as every change publishes through it
  await app.register(eventsRoutes, { db, config, callers });
  callers.follow(app.live);
  const webhookSubscriptions = new WebhookSubscriptions(app.live);
  app.decorate('webhookEndpoints', (db: Db, tenantId: string) =>
    webhookSubscriptions.endpointsOf(db, tenantId),
  );
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, config });
  await app.register(usersRoutes, { db });
  await app.register(timesheetRoutes, { db });
  await app.register(projectsRoutes, { db });
  await app.register(tasksRoutes, { db });
  await app.register(reportsRoutes, { db });
  await app.register(auditRoutes, { db });
  await app.register(notificationsRoutes, { db, config });
  await app.register(settingsRoutes, { db });
  await app.register(searchRoutes, { db });
  await app.register(workingTimeRoutes, { db });
  await app.register(absencesRoutes, { db });
  await app.register(pinsRoutes, { db });
  await app.register(clientsRoutes, { db });
  await app.register(ratesRoutes, { db });
  await app.register(savedReportsRoutes, { db });
  await app.register(calendarFeedsRoutes, { db, config });
  await app.register(apiTokensRoutes, { db });
  await app.register(webhooksRoutes, {
    db,
    config,
    network: webhookNetwork,
    subscriptions: webhookSubscriptions,
  });
  await app.register(importsRoutes, { db });
  await app.register(docsRoutes, { config });
  if (config.oidc.embedded) {
    await app.register(identityRoutes, {
      provider: await createIdentityProvider(config, db, app.live),
      db,
      config,
    });
  }

  // The SPA answers every other GET.
  await app.register(spa, { config });
  return app;
}
