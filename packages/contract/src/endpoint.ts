import type { z } from 'zod';
import type { Role } from './common.ts';

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

/**
 * One API call, declared once. The server registers its route from it, the web client calls it,
 * the tests name it and the OpenAPI document is generated from it; its path is typed nowhere else.
 */
export interface Endpoint<Input extends z.ZodType = z.ZodType, Answer extends z.ZodType = z.ZodType> {
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
}

/** Declares an endpoint, keeping its input and answer types. */
export function endpoint<Input extends z.ZodType, Answer extends z.ZodType>(
  definition: Endpoint<Input, Answer>,
): Endpoint<Input, Answer> {
  return definition;
}

/** What a caller sends to an endpoint (before defaults and transforms). */
export type InputOf<E extends Endpoint> = z.input<E['input']>;
/** What an endpoint's input is once validated, as the server sees it. */
export type ParsedInputOf<E extends Endpoint> = z.output<E['input']>;
/** What an endpoint answers on success. */
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;
