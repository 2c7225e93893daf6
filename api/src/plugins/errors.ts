/**
 * Every error leaves the API as an ApiErrorBody { statusCode, code, message, messageKey? }:
 * bad input is a 400 with a stable code (never a 500), unknown paths a JSON 404.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../domain/errors.ts';

interface ErrorAnswer {
  statusCode: number;
  code: string;
  message: string;
  messageKey?: string;
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

const FASTIFY_CODES: Record<string, { statusCode: number; code: string; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is empty but declared as JSON.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: 'BAD_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE' },
};

export function describeError(error: FastifyError | AppError | Error): ErrorAnswer {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message, messageKey: error.messageKey, extra: error.extra, headers: error.headers };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: fastifyError.message };
  }
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return { statusCode: known.statusCode, code: known.code, message: known.message ?? fastifyError.message };
  // secure-json-parse throws a SyntaxError tagged 400 for malformed JSON.
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { statusCode: status, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: fastifyError.message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error.' };
}

export function sendError(reply: FastifyReply, answer: ErrorAnswer) {
  const body = {
    ...answer.extra,
    statusCode: answer.statusCode,
    code: answer.code,
    message: answer.message,
    ...(answer.messageKey ? { messageKey: answer.messageKey } : {}),
  };
  if (answer.headers) reply.headers(answer.headers);
  // Never let a cache keep an error (a /remotes 404 would otherwise inherit a one-year max-age).
  return reply.code(answer.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

export function notFoundAnswer(request: FastifyRequest): ErrorAnswer {
  const path = request.url.split('?')[0];
  return { statusCode: 404, code: 'NOT_FOUND', message: `No resource at ${request.method} ${path}.` };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const answer = describeError(error);
      if (answer.statusCode >= 500 && error instanceof AppError) {
        // A known failure (a corrupt file, a missing build): the message says it all, no stack.
        const cause = error.cause instanceof Error ? error.cause.message : undefined;
        request.log.error({ code: answer.code, cause }, error.message);
      } else if (answer.statusCode >= 500) request.log.error({ err: error }, `${answer.code}: ${error.message}`);
      else request.log.info({ code: answer.code }, answer.message);
      return sendError(reply, answer);
    });
    app.setNotFoundHandler((request, reply) => sendError(reply, notFoundAnswer(request)));
  },
  { name: 'errors' },
);
