import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as rates from './rates.service.ts';

export async function ratesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.rates.getRates, async ({ caller }) => ({
    result: 1,
    ...(await rates.listRates(db, caller)),
  }));
  route(app, api.rates.setRate, async ({ caller, input }) => ({
    result: 1,
    id: await rates.setRate(db, caller, input),
  }));
  route(app, api.rates.deleteRate, async ({ caller, input }) => {
    await rates.deleteRate(db, caller, input.rateId);
    return { result: 1, msg: 'Rate deleted' };
  });
}
