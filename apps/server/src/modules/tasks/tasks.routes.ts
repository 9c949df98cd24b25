import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddTaskBody,
  CreatedAnswerSchema,
  DeleteTaskBody,
  GetAllTasksBody,
  GetTasksAnswer,
  GetTasksByProjectBody,
  MessageAnswerSchema,
  UpdateTaskBody,
  UpdateTaskStatusBody,
} from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import * as tasks from './tasks.service.ts';

export const tasksRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/tasks/getAllTasks',
    { schema: { body: GetAllTasksBody, response: { 200: GetTasksAnswer } } },
    async (request) => ({ result: 1 as const, data: await tasks.listTasks(db, request.caller) }),
  );

  app.post(
    '/api/tasks/getTasksByProject',
    { schema: { body: GetTasksByProjectBody, response: { 200: GetTasksAnswer } } },
    async (request) => ({
      result: 1 as const,
      data: await tasks.listTasks(db, request.caller, request.body.projectId),
    }),
  );

  app.post(
    '/api/tasks/addTask',
    { schema: { body: AddTaskBody, response: { 200: CreatedAnswerSchema } } },
    async (request) => ({ result: 1 as const, id: await tasks.addTask(db, request.caller, request.body) }),
  );

  app.post(
    '/api/tasks/updateTask',
    { schema: { body: UpdateTaskBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await tasks.updateTask(db, request.caller, request.body);
      return { result: 1 as const, msg: 'Task updated' };
    },
  );

  app.post(
    '/api/tasks/updateTaskStatus',
    { schema: { body: UpdateTaskStatusBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await tasks.updateTaskStatus(db, request.caller, request.body.taskId, request.body.status);
      return { result: 1 as const, msg: 'Task status updated' };
    },
  );

  app.post(
    '/api/tasks/deleteTask',
    { schema: { body: DeleteTaskBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await tasks.deleteTask(db, request.caller, request.body.taskId);
      return { result: 1 as const, msg: 'Task deleted' };
    },
  );
};
