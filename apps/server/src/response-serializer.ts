import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Compiles the writer of a zod answer schema with fast-json-stringify. Only the properties the
 * schema declares are written, so nothing undeclared (a password hash, a tenant's internal column)
 * can leave the server; a missing required property fails the request. Validating the answer with
 * zod before `JSON.stringify` did the same at several times the cost on large answers (a Review of
 * 500 users holds some 10,000 objects).
 */
export function answerWriter(schema: unknown): (answer: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new TypeError('Answer schemas are zod schemas');
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

/** Every route's answers are written by its answer schema's writer. */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  answerWriter(schema);
