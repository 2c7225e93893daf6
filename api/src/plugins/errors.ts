/**
 * Every error leaves the API as an ApiErrorBody { statusCode, code, message, messageKey? }:
 * bad input is a 400 with a stable code (never a 500), unknown paths a JSON 404. Framework
 * errors get fixed messages: Fastify's own ones quote the path or a header, and an answer never
 * echoes what the client sent.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../domain/errors.ts';
import { API_CSP } from '../domain/security/content-security-policy.ts';
import { HSTS, STATIC_SECURITY_HEADERS } from './security-headers.ts';

interface ErrorAnswer {
  statusCode: number;
  code: string;
  message: string;
  messageKey?: string;
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

const FASTIFY_CODES: Record<string, { statusCode: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is empty but declared as JSON.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be JSON (Content-Type: application/json).' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: 'BAD_REQUEST', message: 'The Content-Length does not match the request body.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  // The router's errors (frameworkErrors below): Fastify's own messages quote the raw path.
  FST_ERR_BAD_URL: { statusCode: 400, code: 'INVALID_URL', message: 'The request URL is not validly %-encoded.' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, code: 'URI_TOO_LONG', message: 'A part of the request URL is too long.' },
  FST_ERR_ASYNC_CONSTRAINT: { statusCode: 400, code: 'BAD_REQUEST', message: 'The request does not match any route.' },
};

/** For any other 4xx: a message that only depends on the status, never on the request. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  404: 'No resource at this address.',
  405: 'This method is not allowed here.',
  406: 'No acceptable representation.',
  411: 'The request needs a Content-Length.',
  413: 'The request body is too large.',
  414: 'The request URL is too long.',
  415: 'Unsupported request body type.',
  431: 'The request headers are too large.',
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
  if (known) return { ...known };
  // secure-json-parse throws a SyntaxError tagged 400 for malformed JSON.
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { statusCode: status, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]! };
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

export function notFoundAnswer(): ErrorAnswer {
  return { statusCode: 404, code: 'NOT_FOUND', message: STATUS_MESSAGES[404]! };
}

/**
 * Fastify's `frameworkErrors` option: a malformed %-encoding in the path (FST_ERR_BAD_URL) or an
 * over-long path parameter. The reply is built before routing, so no hook runs: the security
 * headers are set here.
 */
export function frameworkErrorHandler(production: boolean) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ code: error.code }, 'framework error');
    reply.headers({ ...errorSecurityHeaders(production) });
    return sendError(reply, describeError(error));
  };
}

/** The headers every error answer carries (plugins/security-headers.ts adds the same through onSend). */
export function errorSecurityHeaders(production: boolean): Record<string, string> {
  return { ...STATIC_SECURITY_HEADERS, 'content-security-policy': API_CSP, ...(production ? { 'strict-transport-security': HSTS } : {}) };
}

/**
 * Fastify's `clientErrorHandler` option: Node refused the request before Fastify saw it (a
 * malformed request line, a NUL or a newline in a header, headers too large). Written on the
 * socket in the shop's error shape with the security headers, like any other answer.
 */
export function clientErrorHandler(production: boolean) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) return;
    const statusCode = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
    const code = statusCode === 431 ? 'HEADERS_TOO_LARGE' : statusCode === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST';
    const body = JSON.stringify({ statusCode, code, message: STATUS_MESSAGES[statusCode] });
    const headers = {
      ...errorSecurityHeaders(production),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
    socket.end(`HTTP/1.1 ${statusCode} ${statusCode === 400 ? 'Bad Request' : statusCode === 414 ? 'URI Too Long' : 'Request Header Fields Too Large'}\r\n${head}\r\n\r\n${body}`);
  };
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
    app.setNotFoundHandler((_request, reply) => sendError(reply, notFoundAnswer()));
  },
  { name: 'errors' },
);
