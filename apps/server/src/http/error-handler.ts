import type { ErrorCode, ErrorDetail } from '@platform/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Socket } from 'node:net';
import { AppError } from '../errors.js';

/** Fastify's own client errors, by their code, as catalogue keys; the status stays Fastify's. */
const FASTIFY_CODE_TO_ERROR: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_BAD_URL: 'BAD_URL_ENCODING',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

/** When only the status is known: the catalogue key that says the same. */
const STATUS_TO_ERROR: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
};

function clientErrorCode(error: FastifyError): ErrorCode {
  if (error.code && FASTIFY_CODE_TO_ERROR[error.code]) return FASTIFY_CODE_TO_ERROR[error.code]!;
  // JSON.parse failures surface as SyntaxError with status 400.
  if (error instanceof SyntaxError) return 'INVALID_JSON';
  return STATUS_TO_ERROR[error.statusCode ?? 400] ?? 'BAD_REQUEST';
}

export function sendError(
  reply: FastifyReply,
  status: number,
  msg: ErrorCode,
  message: string,
  details?: ErrorDetail[],
  extra?: Record<string, string | number>,
) {
  return reply.status(status).send({ ...extra, msg, message, ...(details?.length ? { details } : {}) });
}

/**
 * The one error handler. Known codes pass through; a failed schema is VALIDATION_ERROR with the failing paths
 * in `details` (their messages are validation keys the web translates, never error codes); Fastify's own 4xx
 * keep their status with a catalogue key; anything else is a 500 whose log line and answer share the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendError(reply, error.status, error.code, error.message, error.details, error.extra);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'invalid',
      }));
      return sendError(reply, 400, 'VALIDATION_ERROR', 'the request is not valid', details);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = clientErrorCode(error);
      return sendError(reply, status, code, error.message || code);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ msg: 'INTERNAL_ERROR', message: 'Something went wrong on our side.', request_id: String(request.id) });
  });
}

/** Errors Fastify's router meets before any hook (a URL that does not decode): same catalogue answer. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = clientErrorCode(error);
  return sendError(reply, error.statusCode ?? 400, code, error.message || code);
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers or URL too large, broken framing):
 * answered in the catalogue's JSON instead of a bare status line.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
  const msg = STATUS_TO_ERROR[status] ?? 'BAD_REQUEST';
  const body = JSON.stringify({ msg, message: msg.toLowerCase().replaceAll('_', ' ') });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 414 ? 'URI Too Long' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
