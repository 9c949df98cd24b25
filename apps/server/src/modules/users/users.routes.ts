import type { FastifyInstance } from 'fastify';
import { api, USER_MESSAGES } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as users from './users.service.ts';

export async function usersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.users.getEmployees, async ({ caller }) => ({
    result: 1,
    data: await users.listEmployees(db, caller),
  }));
  route(app, api.users.getAllUsers, ({ caller, input }) => users.listUsers(db, caller, input));
  route(app, api.users.addNewUser, async ({ caller, input }) => ({
    result: 1,
    id: await users.addUser(db, caller, input),
  }));
  route(app, api.users.editUser, async ({ caller, input }) => {
    await users.editUser(db, caller, input);
    return { result: 1, msg: USER_MESSAGES.updated.defaultMessage };
  });
  route(app, api.users.deactivateUser, async ({ caller, input }) => {
    await users.deactivateUser(db, caller, input.userId);
    return { result: 1, msg: USER_MESSAGES.deactivated.defaultMessage };
  });
  route(app, api.users.reactivateUser, async ({ caller, input }) => {
    await users.reactivateUser(db, caller, input.userId);
    return { result: 1, msg: USER_MESSAGES.reactivated.defaultMessage };
  });
  route(app, api.users.setLanguage, async ({ caller, input }) => {
    await users.setLanguage(db, caller, input.language);
    return { result: 1, msg: 'Language saved' };
  });
}
