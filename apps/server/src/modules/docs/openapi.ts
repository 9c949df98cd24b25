import {
  API_PREFIX,
  API_TOKEN_PREFIX,
  ErrorAnswerSchema,
  allEndpoints,
  type Endpoint,
} from '@portal/contract';
import { z } from 'zod';

/** The failure statuses of CONTRACT §3; every one answers `{result: 0, msg, code, params}`. */
const FAILURES: Record<number, string> = {
  400: 'Invalid input; msg names the field',
  401: 'Missing, invalid, expired or revoked token, or a session that has ended',
  403: 'Wrong role, a tenantId that is not the caller’s, or a change with a read-only API token',
  404: 'No such id in the caller’s tenant (another tenant’s ids look the same)',
  409: 'Conflict, e.g. an email already registered or a locked week',
  413: 'Body larger than 64 KiB',
  422: 'An Idempotency-Key already used for another change',
  429: 'Rate limited',
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const json = (schema: object) => ({ 'application/json': { schema } });

/** The header that makes a change sent again happen once (see context/idempotency.ts). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Names this change: sent again with the same key and body within 24 hours, it is not made again and answers what it answered (with `Idempotent-Replayed: true`); the same key with another body is refused (422).',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/** Who may call: nobody signed in for a public call; a session, or a personal API token unless it manages tokens. */
const securityOf = (endpoint: Endpoint) => {
  if (endpoint.public) return [];
  return endpoint.signedInOnly ? [{ bearer: [] }] : [{ bearer: [] }, { apiToken: [] }];
};

function operation(endpoint: Endpoint) {
  const input = jsonSchema(endpoint.input, 'input') as {
    properties?: Record<string, object>;
    required?: string[];
  };
  const failure = json(jsonSchema(ErrorAnswerSchema, 'output'));
  return {
    operationId: endpoint.path.slice(API_PREFIX.length).replace(/\//g, '.'),
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[2]],
    description: [
      endpoint.roles ? `Roles: ${endpoint.roles.join(', ')}.` : '',
      endpoint.signedInOnly
        ? 'Signed-in sessions only: no personal API token may make this call.'
        : endpoint.kind === 'change'
          ? 'A personal API token needs the read-write scope.'
          : '',
    ]
      .filter(Boolean)
      .join(' '),
    security: securityOf(endpoint),
    parameters: [
      ...(endpoint.method === 'GET'
        ? Object.entries(input.properties ?? {}).map(([name, schema]) => ({
            name,
            in: 'query',
            required: input.required?.includes(name) ?? false,
            schema,
          }))
        : []),
      ...(endpoint.kind === 'change' ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
    ...(endpoint.method === 'GET' ? {} : { requestBody: { required: true, content: json(input) } }),
    responses: {
      200: { description: 'Success', content: json(jsonSchema(endpoint.answer, 'output')) },
      ...Object.fromEntries(
        Object.entries(FAILURES).map(([status, description]) => [status, { description, content: failure }]),
      ),
    },
  };
}

/** The OpenAPI 3.1 description of every endpoint the contract declares. */
export function openApiDocument(publicUrl: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const endpoint of allEndpoints) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Timesheet portal API',
      version: '1',
      description:
        'Every portal call is a POST whose JSON body names the caller’s tenantId. Success answers `result: 1`; failures `{result: 0, msg, code, params}` with the status that says why: `msg` the English reason, `code` the reason by name and `params` its values.',
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token of the portal’s identity provider (client timesheet-id).',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_TOKEN_PREFIX}…`,
          description:
            'A personal API token (user menu → API tokens), sent as `Authorization: Bearer <token>`. It acts as its person with their current role, within its scope: a read-only token is refused every change (403).',
        },
      },
    },
    paths,
  };
}
