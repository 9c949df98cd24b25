import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as pins from './pins.service.ts';

export async function pinsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.pins.getQuickTasks, async ({ caller, input }) => ({
    result: 1,
    ...(await pins.getQuickTasks(db, caller, input.today)),
  }));
  route(app, api.pins.pinTask, async ({ caller, input }) => {
    await pins.pinTask(db, caller, input.taskId);
    return { result: 1, msg: 'Task pinned' };
  });
  route(app, api.pins.unpinTask, async ({ caller, input }) => {
    await pins.unpinTask(db, caller, input.taskId);
    return { result: 1, msg: 'Task unpinned' };
  });
}
