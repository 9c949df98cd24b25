import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import { sessionFor, signUp, tenantCheck } from './auth.service.ts';

export async function authRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(
    app,
    api.auth.signup,
    async ({ input }) => ({ result: 1, msg: 'Registration successful', id: await signUp(db, input) }),
    {
      rateLimit: {
        max: config.rateLimits.signUpPerHour,
        timeWindow: '1 hour',
        keyGenerator: (request) => request.ip,
      },
    },
  );
  route(app, api.auth.email, ({ caller, input }) => sessionFor(db, caller, input.email));
  // The suite site's tenant check, served here unless TENANT_CHECK_URL points elsewhere.
  route(app, api.auth.getTenant, ({ caller, input }) => tenantCheck(caller, input.email));
}
