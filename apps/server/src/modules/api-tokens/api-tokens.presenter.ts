import type { ApiToken } from '@portal/contract';
import type { listLiveTokens } from './api-tokens.repository.ts';

type TokenRow = Awaited<ReturnType<typeof listLiveTokens>>[number];

export const presentApiToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: row.hint,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
  userId: row.user_id,
  userName: row.user_name,
});
