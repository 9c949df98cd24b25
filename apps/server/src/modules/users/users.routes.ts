import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddNewUserBody,
  CreatedAnswerSchema,
  EditUserBody,
  GetAllUsersAnswer,
  GetAllUsersBody,
  GetEmployeesAnswer,
  MessageAnswerSchema,
  TenantBodySchema,
} from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import * as users from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/users/getEmployees',
    { schema: { body: TenantBodySchema, response: { 200: GetEmployeesAnswer } } },
    async (request) => ({ result: 1 as const, data: await users.listEmployees(db, request.caller) }),
  );

  app.post(
    '/api/users/getAllUsers',
    { schema: { body: GetAllUsersBody, response: { 200: GetAllUsersAnswer } } },
    async (request) => ({ result: 1 as const, data: await users.listUsers(db, request.caller) }),
  );

  app.post(
    '/api/users/addNewUser',
    { schema: { body: AddNewUserBody, response: { 200: CreatedAnswerSchema } } },
    async (request) => ({ result: 1 as const, id: await users.addUser(db, request.caller, request.body) }),
  );

  app.post(
    '/api/users/editUser',
    { schema: { body: EditUserBody, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await users.editUser(db, request.caller, request.body);
      return { result: 1 as const, msg: 'User updated successfully' };
    },
  );
};
