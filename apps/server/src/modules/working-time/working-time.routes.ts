import type { FastifyInstance } from 'fastify';
import { api, monthLabel } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as holidays from './holiday-calendar.service.ts';
import * as closing from './month-close.service.ts';
import * as contracts from './work-contracts.service.ts';
import * as workingTime from './working-time.service.ts';

export async function workingTimeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.workingTime.getWorkContracts, async ({ caller, input }) => ({
    result: 1,
    ...(await contracts.getWorkContracts(db, caller, input.userId)),
  }));
  route(
    app,
    api.workingTime.setWorkContract,
    async ({ caller, input: { tenantId: _tenantId, ...contract } }) => {
      await contracts.setWorkContract(db, caller, contract);
      return { result: 1, msg: 'Contract saved' };
    },
  );
  route(app, api.workingTime.getHolidayCountries, async () => ({
    result: 1,
    data: await holidays.getHolidayCountries(),
  }));
  route(app, api.workingTime.getHolidayCalendar, async ({ caller, input }) => ({
    result: 1,
    ...(await holidays.getHolidayCalendar(db, caller, input)),
  }));
  route(
    app,
    api.workingTime.setHolidayCalendar,
    async ({ caller, input: { tenantId: _tenantId, ...calendar } }) => {
      await holidays.setHolidayCalendar(db, caller, calendar);
      return { result: 1, msg: 'Holidays saved' };
    },
  );
  route(app, api.workingTime.getWorkingTime, ({ caller, input }) =>
    workingTime.getWorkingTime(db, caller, input),
  );
  route(app, api.workingTime.getWorkingTimeReport, async ({ caller, input }) => ({
    result: 1,
    rows: await workingTime.getWorkingTimeReport(db, caller, input),
  }));
  route(app, api.workingTime.closeMonth, async ({ caller, input }) => {
    await closing.closeMonth(db, caller, input);
    return { result: 1, msg: `${monthLabel(input.month)} closed` };
  });
  route(app, api.workingTime.reopenMonth, async ({ caller, input }) => {
    await closing.reopenMonth(db, caller, input);
    return { result: 1, msg: `${monthLabel(input.month)} reopened` };
  });
}
