import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as reports from './reports.service.ts';

export async function reportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.reports.summary, ({ caller, input }) => reports.summarize(db, caller, input));
}
