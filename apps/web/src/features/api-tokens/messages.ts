import { defineMessages } from '@portal/contract';

/** What the API tokens screen and its form say. */
export const API_TOKEN_MESSAGES = defineMessages({
  create: { id: 'api-tokens.create', defaultMessage: 'Create token' },
  created: { id: 'api-tokens.created', defaultMessage: 'API token created' },
  nameRequired: { id: 'api-tokens.form.name-required', defaultMessage: 'Please name the token' },
  scopeRead: { id: 'api-tokens.scope.read', defaultMessage: 'Read only' },
  scopeReadWrite: { id: 'api-tokens.scope.read-write', defaultMessage: 'Read and write' },
  never: { id: 'api-tokens.expires.never', defaultMessage: 'Never' },
  days: { id: 'api-tokens.expires.days', defaultMessage: '{days} days' },
});
