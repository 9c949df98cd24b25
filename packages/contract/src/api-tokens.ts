import { z } from 'zod';
import { IdSchema, MAX_NAME_LENGTH, MessageAnswerSchema, TenantBodySchema } from './common.ts';
import { ADMIN_ROLES, changeEndpoint, readEndpoint } from './endpoint.ts';
import { changed } from './events.ts';
import { validationMessages } from './refusals.ts';
import { secret } from './secret.ts';

/**
 * Every personal API token starts with this, so that the server tells it from the identity
 * provider's access tokens (JWTs, which contain dots) without trying either, and secret scanners
 * can recognise a leaked one.
 */
export const API_TOKEN_PREFIX = 'tsp_';

/** What a token may do: only read, or read and change, always as its person may. */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** How long a new token lasts, in days; a token that never expires is for Admins only. */
export const API_TOKEN_LIFETIMES = [30, 90, 365] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES)[number];

/** Calls a personal API token may make per minute, each token on its own. */
export const API_TOKEN_CALLS_PER_MINUTE = 120;

/** A personal API token as listed: never the token itself, which is shown once when created. */
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The token's first characters, to tell tokens apart: its prefix and 4 more. */
  hint: z.string(),
  createdAt: z.string(),
  /** Null: it never expires. */
  expiresAt: z.string().nullable(),
  /** When it last made a call, to the minute; null: never used. */
  lastUsedAt: z.string().nullable(),
  /** Its person: the caller's own for `getApiTokens`. */
  userId: z.string(),
  userName: z.string(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** POST /api/apiTokens/getApiTokens: the caller's own tokens that are neither revoked nor expired. */
export const GetApiTokensBody = TenantBodySchema;
export type GetApiTokensBody = z.input<typeof GetApiTokensBody>;
export const GetApiTokensAnswer = z.object({ result: z.literal(1), tokens: z.array(ApiTokenSchema) });
export type GetApiTokensAnswer = z.infer<typeof GetApiTokensAnswer>;

/** POST /api/apiTokens/getTenantApiTokens: every live token of the tenant's people, for its Admins. */
export const GetTenantApiTokensBody = TenantBodySchema;
export type GetTenantApiTokensBody = z.input<typeof GetTenantApiTokensBody>;

/** POST /api/apiTokens/addApiToken: `expiresInDays` null (never) is refused to all but Admins. */
export const AddApiTokenBody = TenantBodySchema.extend({
  name: z.string().trim().min(1, validationMessages['is-required'].defaultMessage).max(MAX_NAME_LENGTH),
  scope: z.enum(API_TOKEN_SCOPES),
  expiresInDays: z.union([z.literal(API_TOKEN_LIFETIMES), z.null()]),
});
export type AddApiTokenBody = z.input<typeof AddApiTokenBody>;
/** The token, this once: only its hash is kept, and an answer given again leaves it out. */
export const AddApiTokenAnswer = z.object({
  result: z.literal(1),
  id: z.string(),
  token: secret(z.string()),
});
export type AddApiTokenAnswer = z.infer<typeof AddApiTokenAnswer>;

/** POST /api/apiTokens/revokeApiToken: the caller's own token, or any of the tenant's for an Admin. */
export const RevokeApiTokenBody = TenantBodySchema.extend({ tokenId: IdSchema });
export type RevokeApiTokenBody = z.input<typeof RevokeApiTokenBody>;

/**
 * Personal API tokens: each acts as its person, with the person's role and tenant as they are at
 * each call, never beyond its scope. Only a person signed in through the identity provider manages
 * them (`signedInOnly`), so a token can neither make nor outlive itself.
 */
export const apiTokensApi = {
  getApiTokens: readEndpoint({
    method: 'POST',
    path: '/api/apiTokens/getApiTokens',
    summary: "The caller's own personal API tokens (never the tokens themselves).",
    input: GetApiTokensBody,
    answer: GetApiTokensAnswer,
    signedInOnly: true,
  }),
  getTenantApiTokens: readEndpoint({
    method: 'POST',
    path: '/api/apiTokens/getTenantApiTokens',
    summary: "Every live personal API token of the tenant's people, with whose it is.",
    input: GetTenantApiTokensBody,
    answer: GetApiTokensAnswer,
    roles: ADMIN_ROLES,
    signedInOnly: true,
  }),
  addApiToken: changeEndpoint({
    method: 'POST',
    path: '/api/apiTokens/addApiToken',
    summary: 'Creates a personal API token and answers it once; only its hash is kept.',
    input: AddApiTokenBody,
    answer: AddApiTokenAnswer,
    signedInOnly: true,
    invalidates: (_input, author) => [changed.apiTokens(author.userId)],
  }),
  revokeApiToken: changeEndpoint({
    method: 'POST',
    path: '/api/apiTokens/revokeApiToken',
    summary: "Revokes a personal API token at once: the caller's own, or any of the tenant's for an Admin.",
    input: RevokeApiTokenBody,
    answer: MessageAnswerSchema,
    signedInOnly: true,
    // Whose token it was is known to the service, which names them in an event of its own.
    invalidates: (_input, author) => [changed.apiTokens(author.userId)],
  }),
};
