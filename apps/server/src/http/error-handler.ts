import { ERROR_STATUS, type ErrorCode } from '@platform/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

/** Validation message keys that have an error code of their own in the catalogue (spec §8). */
const VALIDATION_KEY_TO_CODE: Record<string, ErrorCode> = { name_too_short: 'NAME_IS_TOO_SHORT' };

function codeForValidation(messages: string[]): ErrorCode {
  for (const message of messages) {
    if (message in ERROR_STATUS) return message as ErrorCode;
    const mapped = VALIDATION_KEY_TO_CODE[message];
    if (mapped) return mapped;
  }
  return 'VALIDATION_ERROR';
}

/** The one error handler: known codes pass through, validation becomes 400, anything else a bare 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ msg: error.code, message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'invalid',
      }));
      const code = codeForValidation(details.map((detail) => detail.message));
      return reply.status(ERROR_STATUS[code]).send({ msg: code, message: 'the request is not valid', details });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): say so without internals.
      return reply.status(400).send({ msg: 'VALIDATION_ERROR', message: error.code ?? 'bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ msg: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
  });
}
