import { type MessageParams, validationCodeOf, validationMessages } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, refuse } from '../errors.ts';
import { english } from '../i18n/messages.ts';

/** The error answer: the English reason, and its code and parameters when it is one of the contract's. */
const send = (reply: FastifyReply, status: number, msg: string, code?: string, params?: MessageParams) =>
  reply.status(status).send({ result: 0, msg, ...(code ? { code, params: params ?? {} } : {}) });

/**
 * Names the first bad field of a rejected body or query so the caller knows what to fix. The
 * problem's code is the contract's validation message it matches, so a client can translate it.
 */
function describeValidation(error: FastifyError): AppError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const problem = first?.message ?? english(validationMessages['is-invalid']);
    const problemCode = validationCodeOf(problem);
    const params: MessageParams = { field, problem, ...(problemCode ? { problemCode } : {}) };
    if (field) return refuse(400, 'invalid-field', params);
    return new AppError(400, problem, 'invalid-field', params);
  }
  return new AppError(400, error.message);
}

/** Turns every failure into `{ result: 0, msg, code?, params? }` with a status that says why. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = error instanceof AppError ? error : error.validation ? describeValidation(error) : null;
    if (refusal) return send(reply, refusal.statusCode, refusal.message, refusal.code, refusal.params);
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const tooLarge = refuse(413, 'body-too-large');
      return send(reply, 413, tooLarge.message, tooLarge.code);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, bad content type) say what is wrong, in English.
      return send(reply, status, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    const failed = refuse(500, 'server-error');
    return send(reply, 500, failed.message, failed.code);
  });
});
