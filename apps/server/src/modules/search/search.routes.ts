import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import { search } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.search.search, async ({ caller, input }) => ({
    result: 1,
    ...(await search(db, caller, input.q)),
  }));
}
