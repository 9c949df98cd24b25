import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailQuery, SessionAnswer, SignUpAnswer, SignUpBody, TenantCheckAnswer } from '@portal/contract';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/dialect.ts';
import { sessionFor, signUp, tenantCheck } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.post(
    '/api/auth/signup',
    {
      config: {
        public: true,
        rateLimit: {
          max: config.rateLimits.signUpPerHour,
          timeWindow: '1 hour',
          keyGenerator: (request) => request.ip,
        },
      },
      schema: { body: SignUpBody, response: { 200: SignUpAnswer } },
    },
    async (request) => {
      const id = await signUp(db, request.body);
      return { result: 1 as const, msg: 'Registration successful', id };
    },
  );

  app.get(
    '/api/auth/email',
    { schema: { querystring: EmailQuery, response: { 200: SessionAnswer } } },
    async (request) => sessionFor(db, request.caller, request.query.email),
  );

  // The suite site's tenant check, served here unless TENANT_CHECK_URL points elsewhere.
  app.get(
    '/api/user/get-tenant',
    { schema: { querystring: EmailQuery, response: { 200: TenantCheckAnswer } } },
    async (request) => tenantCheck(request.caller, request.query.email),
  );
};
