import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/** Names the first bad field of a rejected body or query so the caller knows what to fix. */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = first?.message ?? 'is invalid';
    return field ? `${field}: ${message}` : message;
  }
  return error.message;
}

/** Turns every failure into `{ result: 0, msg }` with a status that says why. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ result: 0, msg: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ result: 0, msg: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, bad content type) say what is wrong.
      const msg = status === 413 ? 'Request body is too large' : error.message;
      return reply.status(status).send({ result: 0, msg });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ result: 0, msg: 'Something went wrong on our side' });
  });
});
