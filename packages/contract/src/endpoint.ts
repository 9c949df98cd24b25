import type { z } from 'zod';
import type { Role } from './common.ts';
import type { LiveEvent } from './events.ts';
import type { WebhookDeclaration } from './webhook-events.ts';

/** Every API path starts with this; the SPA and the identity provider own the rest. */
export const API_PREFIX = '/api/';
/** The OpenAPI description of every endpoint. */
export const OPENAPI_PATH = `${API_PREFIX}openapi.json`;
/** The browsable API description (Swagger UI). */
export const API_DOCS_PATH = `${API_PREFIX}docs`;

/** Roles that may review and manage: Managers and Admins. */
export const REVIEWER_ROLES = ['Manager', 'Admin'] as const satisfies readonly Role[];
/** Admins only. */
export const ADMIN_ROLES = ['Admin'] as const satisfies readonly Role[];

/** Who made a change, as far as what it invalidates depends on it. */
export interface ChangeAuthor {
  userId: string;
}

interface Declaration<Input extends z.ZodType, Answer extends z.ZodType> {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  /** One line on what the call does, for the API description. */
  summary: string;
  /** The JSON body of a POST, the query string of a GET. */
  input: Input;
  /** The answer of a success (HTTP 200); failures answer `{result: 0, msg}`. */
  answer: Answer;
  /** Roles that may make the call; every signed-in role when absent. Services check finer rules. */
  roles?: readonly Role[];
  /** Needs no bearer token (sign-up). */
  public?: boolean;
  /**
   * Only a person signed in through the identity provider may call it, never a personal API
   * token: the calls that manage those tokens.
   */
  signedInOnly?: boolean;
  /** The largest body the call takes, in bytes, where it takes more than every other call. */
  bodyLimit?: number;
}

/** A call that only reads: it writes no audit record and publishes nothing. */
export interface ReadEndpoint<
  Input extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> extends Declaration<Input, Answer> {
  kind: 'read';
}

/**
 * A call that changes data. Each change it makes writes one audit record in the change's own
 * transaction, recorded as the endpoint's action (`audit.record(trx, caller, endpoint, target)`).
 */
export interface ChangeEndpoint<
  Input extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> extends Declaration<Input, Answer> {
  kind: 'change';
  /**
   * What a successful call makes stale, from its input and its author: the server publishes it to
   * the tenant's live streams once the change committed, and the web app invalidates the same at
   * once in the tab that made it. Where the input cannot tell (which weeks approveAllSubmitted
   * approves, whom remind reaches), the service records the events as it makes each change.
   */
  invalidates(input: z.output<Input>, author: ChangeAuthor): LiveEvent[];
  /**
   * The webhook event each change of the call sends to the tenant's registered endpoints. It is
   * queued with the change's audit record, in the change's transaction, so that an event is sent
   * for every committed change and for no refused one.
   */
  webhook?: WebhookDeclaration<z.output<Input>>;
}

/**
 * One API call, declared once. The server registers its route from it, the web client calls it,
 * the tests name it and the OpenAPI document is generated from it; its path is typed nowhere else.
 * Whether it reads or changes is declared (`kind`), never guessed from its method or name.
 */
export type Endpoint<Input extends z.ZodType = z.ZodType, Answer extends z.ZodType = z.ZodType> =
  ReadEndpoint<Input, Answer> | ChangeEndpoint<Input, Answer>;

/** Declares a call that only reads, keeping its input and answer types. */
export function readEndpoint<Input extends z.ZodType, Answer extends z.ZodType>(
  definition: Omit<ReadEndpoint<Input, Answer>, 'kind'>,
): ReadEndpoint<Input, Answer> {
  return { ...definition, kind: 'read' };
}

/** Declares a call that changes data, with what it invalidates; keeps its input and answer types. */
export function changeEndpoint<Input extends z.ZodType, Answer extends z.ZodType>(
  definition: Omit<ChangeEndpoint<Input, Answer>, 'kind'>,
): ChangeEndpoint<Input, Answer> {
  return { ...definition, kind: 'change' };
}

/** What a successful call of `endpoint` with `input` by `author` invalidates; nothing for a read. */
export function invalidationsOf<E extends Endpoint>(
  endpoint: E,
  input: ParsedInputOf<E>,
  author: ChangeAuthor,
): LiveEvent[] {
  return endpoint.kind === 'change' ? endpoint.invalidates(input, author) : [];
}

/** What a caller sends to an endpoint (before defaults and transforms). */
export type InputOf<E extends Endpoint> = z.input<E['input']>;
/** What an endpoint's input is once validated, as the server sees it. */
export type ParsedInputOf<E extends Endpoint> = z.output<E['input']>;
/** What an endpoint answers on success. */
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;
