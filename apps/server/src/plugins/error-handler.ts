import {
  type MessageParams,
  REFUSAL_CODES_PREFERENCE,
  validationCodeOf,
  validationMessages,
} from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, refuse } from '../errors.ts';
import { english } from '../i18n/messages.ts';

/** Whether the caller asked for refusal codes (`Prefer: refusal-codes`). */
const wantsCodes = (request: FastifyRequest): boolean =>
  [request.headers.prefer ?? '']
    .flat()
    .flatMap((header) => header.split(','))
    .some((preference) => preference.trim().toLowerCase() === REFUSAL_CODES_PREFERENCE);

/** The error answer: the English reason, with its code and parameters for a caller that asked. */
const send = (request: FastifyRequest, reply: FastifyReply, refusal: AppError) =>
  reply
    .status(refusal.statusCode)
    .send(
      wantsCodes(request)
        ? { result: 0, msg: refusal.message, code: refusal.code, params: refusal.params }
        : { result: 0, msg: refusal.message },
    );

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
    const params: MessageParams = { problem, ...(problemCode ? { problemCode } : {}) };
    return field ? refuse(400, 'invalid-field', { field, ...params }) : refuse(400, 'invalid-body', params);
  }
  return refuse(400, 'bad-request', { reason: error.message });
}

/** Turns every failure into `{ result: 0, msg }` (and `code`, `params` when asked) with a status that says why. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(request, reply, error);
    if (error.validation) return send(request, reply, describeValidation(error));
    const status = error.statusCode ?? 500;
    if (status === 413) return send(request, reply, refuse(413, 'body-too-large'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, bad content type) say what is wrong, in English.
      return send(request, reply, refuse(status, 'bad-request', { reason: error.message }));
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.destroyed) {
      // The caller went away while a streamed answer was being written: nothing failed here.
      request.log.info('caller closed the connection before the answer was written');
      return;
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, refuse(500, 'server-error'));
  });
});
