import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as absences from './absences.service.ts';

export async function absencesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.absences.requestAbsence, async ({ caller, input: { tenantId: _tenantId, ...body } }) => ({
    result: 1,
    ...(await absences.requestAbsence(db, caller, body)),
  }));
  route(app, api.absences.decideAbsence, async ({ caller, input: { tenantId: _tenantId, ...decision } }) => ({
    result: 1,
    msg: await absences.decideAbsence(db, caller, decision),
  }));
  route(
    app,
    api.absences.cancelAbsence,
    async ({ caller, input: { tenantId: _tenantId, ...cancellation } }) => {
      await absences.cancelAbsence(db, caller, cancellation);
      return { result: 1, msg: 'Absence cancelled' };
    },
  );
  route(app, api.absences.getAbsences, async ({ caller, input: { tenantId: _tenantId, ...query } }) => ({
    result: 1,
    ...(await absences.getAbsences(db, caller, query)),
  }));
}
