import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as settings from './settings.service.ts';

export async function settingsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.settings.getSettings, async ({ caller }) => ({
    result: 1,
    settings: await settings.getSettings(db, caller),
  }));
  route(app, api.settings.updateSettings, async ({ caller, input: { tenantId: _tenantId, ...changes } }) => {
    await settings.updateSettings(db, caller, changes);
    return { result: 1, msg: 'Settings saved' };
  });
}
