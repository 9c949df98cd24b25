import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as imports from './imports.service.ts';

export async function importsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.imports.checkImportTimeEntries, ({ caller, input }) =>
    imports.checkImport(db, caller, input),
  );
  route(app, api.imports.importTimeEntries, ({ caller, input }) => imports.importBatch(db, caller, input));
}
