import type { FastifyInstance } from 'fastify';
import { api } from '@portal/contract';
import type { Db } from '../../db/dialect.ts';
import { route } from '../../route.ts';
import * as apiTokens from './api-tokens.service.ts';

export async function apiTokensRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, api.apiTokens.getApiTokens, async ({ caller }) => ({
    result: 1,
    tokens: await apiTokens.listOwnTokens(db, caller),
  }));
  route(app, api.apiTokens.getTenantApiTokens, async ({ caller }) => ({
    result: 1,
    tokens: await apiTokens.listTenantTokens(db, caller),
  }));
  route(app, api.apiTokens.addApiToken, async ({ caller, input }) => ({
    result: 1,
    ...(await apiTokens.addApiToken(db, caller, input)),
  }));
  route(app, api.apiTokens.revokeApiToken, async ({ caller, input }) => {
    await apiTokens.revokeApiToken(db, caller, input.tokenId);
    return { result: 1, msg: 'API token revoked' };
  });
}
