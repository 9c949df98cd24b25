import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as clients from './clients.service.ts';

export async function clientsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.clients.getClients, async ({ caller }) => ({
    result: 1,
    clients: await clients.listClients(db, caller),
  }));
  route(app, api.clients.addClient, async ({ caller, input }) => ({
    result: 1,
    id: await clients.addClient(db, caller, input),
  }));
  route(app, api.clients.updateClient, async ({ caller, input }) => {
    await clients.updateClient(db, caller, input);
    return { result: 1, msg: 'Client saved' };
  });
  route(app, api.clients.deleteClient, async ({ caller, input }) => {
    await clients.deleteClient(db, caller, input.clientId);
    return { result: 1, msg: 'Client deleted' };
  });
}
