import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as savedReports from './saved-reports.service.ts';

export async function savedReportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.savedReports.getSavedReports, async ({ caller }) => ({
    result: 1,
    reports: await savedReports.listSavedReports(db, caller),
  }));
  route(app, api.savedReports.saveReport, async ({ caller, input }) => ({
    result: 1,
    id: await savedReports.saveReport(db, caller, input),
  }));
  route(app, api.savedReports.updateSavedReport, async ({ caller, input }) => {
    await savedReports.updateSavedReport(db, caller, input);
    return { result: 1, msg: 'Saved report changed' };
  });
  route(app, api.savedReports.deleteSavedReport, async ({ caller, input }) => {
    await savedReports.deleteSavedReport(db, caller, input.savedReportId);
    return { result: 1, msg: 'Saved report deleted' };
  });
}
