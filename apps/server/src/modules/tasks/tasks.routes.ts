import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as tasks from './tasks.service.ts';

export async function tasksRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.tasks.getAllTasks, ({ caller, input }) => tasks.listTasks(db, caller, input));
  route(app, api.tasks.getTasksByProject, async ({ caller, input }) => ({
    result: 1,
    data: await tasks.listProjectTasks(db, caller, input.projectId),
  }));
  route(app, api.tasks.addTask, async ({ caller, input }) => ({
    result: 1,
    id: await tasks.addTask(db, caller, input),
  }));
  route(app, api.tasks.updateTask, async ({ caller, input }) => {
    await tasks.updateTask(db, caller, input);
    return { result: 1, msg: 'Task updated' };
  });
  route(app, api.tasks.updateTaskStatus, async ({ caller, input }) => {
    await tasks.updateTaskStatus(db, caller, input.taskId, input.status);
    return { result: 1, msg: 'Task status updated' };
  });
  route(app, api.tasks.deleteTask, async ({ caller, input }) => {
    await tasks.deleteTask(db, caller, input.taskId);
    return { result: 1, msg: 'Task deleted' };
  });
}
