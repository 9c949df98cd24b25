import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import { migrateToLatest, openDatabase, type Db } from './db/dialect.ts';
import { identityRoutes } from './identity/identity.routes.ts';
import { createIdentityProvider } from './identity/provider.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { timesheetRoutes } from './modules/timesheet/timesheet.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import audit from './plugins/audit.ts';
import auth from './plugins/auth.ts';
import errorHandler from './plugins/error-handler.ts';
import security from './plugins/security.ts';
import spa from './plugins/spa.ts';
import tenant from './plugins/tenant.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

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
    /** Every /api route the server registered, so tests can cover each one. */
    apiRoutes: ApiRoute[];
  }
}

/** Builds the whole portal: infrastructure plugins, then app plugins, then modules. */
export async function buildApp(
  config: Config,
  { logStream }: { logStream?: NodeJS.WritableStream } = {},
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
        // Query strings carry one-time codes and emails; paths are enough to follow a request.
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
      },
    },
  });
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
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
  app.addHook('onClose', async () => db.destroy());
  await migrateToLatest(config.db);

  // Infrastructure
  await app.register(errorHandler);
  await app.register(security, { config });
  await app.register(auth, { config, db });
  await app.register(tenant);
  await app.register(audit, { db });

  // Modules
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, config });
  await app.register(usersRoutes, { db });
  await app.register(timesheetRoutes, { db });
  await app.register(projectsRoutes, { db });
  await app.register(tasksRoutes, { db });
  await app.register(auditRoutes, { db });
  if (config.oidc.embedded) {
    await app.register(identityRoutes, { provider: await createIdentityProvider(config, db), db, config });
  }

  // The SPA answers every other GET.
  await app.register(spa, { config });
  return app;
}
