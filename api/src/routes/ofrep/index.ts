/**
 * OFREP, the OpenFeature Remote Evaluation Protocol (https://github.com/open-feature/protocol,
 * service/openapi.yaml), answered from the flagd-format flag file: the browser's
 * @openfeature/ofrep-web-provider calls the bulk endpoint; server code may call the single one.
 * Error bodies carry both OFREP's { key?, errorCode, errorDetails } and our ApiErrorBody fields.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../domain/errors.ts';
import { isFailure, type Evaluation } from '../../domain/flags/flag-evaluator.ts';
import { describeError, sendError } from '../../plugins/errors.ts';

const EvaluationRequest = Type.Object({
  context: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Evaluation context (targetingKey, …).' })),
});

const Metadata = Type.Record(Type.String(), Type.Union([Type.Boolean(), Type.String(), Type.Number()]));

const EvaluationSuccess = Type.Object({
  key: Type.String(),
  value: Type.Unknown({ description: 'The variant value (boolean for every flag of this shop).' }),
  reason: Type.String({ description: 'STATIC, TARGETING_MATCH or DEFAULT.' }),
  variant: Type.String(),
  metadata: Metadata,
});

/** One bulk entry: a success, or { key, errorCode, errorDetails } for a flag that cannot be evaluated. */
const BulkEntry = Type.Object({
  key: Type.String(),
  value: Type.Optional(Type.Unknown()),
  reason: Type.Optional(Type.String()),
  variant: Type.Optional(Type.String()),
  metadata: Type.Optional(Metadata),
  errorCode: Type.Optional(Type.String()),
  errorDetails: Type.Optional(Type.String()),
});

const OfrepError = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  messageKey: Type.Optional(Type.String()),
  key: Type.Optional(Type.String()),
  errorCode: Type.String({ description: 'FLAG_NOT_FOUND, PARSE_ERROR, INVALID_CONTEXT or GENERAL.' }),
  errorDetails: Type.String(),
});

const OfrepErrors = { '4xx': OfrepError, '5xx': OfrepError } as const;

/** Route-level handler: protocol errors in OFREP's vocabulary, plus our ApiErrorBody fields. */
function ofrepErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = describeError(error);
  const errorCode =
    (answer.extra?.errorCode as string | undefined) ??
    (answer.code === 'VALIDATION_ERROR' ? 'INVALID_CONTEXT' : answer.code === 'INVALID_JSON' ? 'PARSE_ERROR' : 'GENERAL');
  if (answer.statusCode >= 500) request.log.error({ err: error }, `${answer.code}: ${error.message}`);
  return sendError(reply, { ...answer, extra: { ...answer.extra, errorCode, errorDetails: answer.message } });
}

/** OFREP callers may POST without a body (`curl -X POST …`): that is an empty context. */
async function emptyBodyIsEmptyContext(request: FastifyRequest) {
  if (request.body === undefined || request.body === null) request.body = {};
}

function toEntry(evaluation: Evaluation) {
  return isFailure(evaluation) ? evaluation : { ...evaluation };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ofrep/v1/evaluate/flags',
    {
      errorHandler: ofrepErrorHandler,
      preValidation: emptyBodyIsEmptyContext,
      schema: {
        tags: ['flags'],
        summary: 'OFREP bulk evaluation of every flag',
        description:
          'Evaluates every ENABLED flag of the flag file (DISABLED ones behave as missing and are left ' +
          'out). Answers an ETag; a matching If-None-Match gives 304. 400 INVALID_CONTEXT / PARSE_ERROR ' +
          'for a bad body, 503 FLAGS_UNAVAILABLE when the flag file is missing or corrupt.',
        body: EvaluationRequest,
        headers: Type.Object({ 'if-none-match': Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: Type.Object({ flags: Type.Array(BulkEntry) }), 304: Type.Null(), ...OfrepErrors },
      },
    },
    async (request, reply) => {
      const evaluations = await app.flagService.evaluateAll(request.body?.context ?? {});
      const body = { flags: evaluations.map(toEntry) };
      const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return body;
    },
  );

  app.post(
    '/ofrep/v1/evaluate/flags/:key',
    {
      errorHandler: ofrepErrorHandler,
      preValidation: emptyBodyIsEmptyContext,
      schema: {
        tags: ['flags'],
        summary: 'OFREP evaluation of one flag',
        description: '404 FLAG_NOT_FOUND for an unknown or DISABLED flag; 400 PARSE_ERROR for a broken flag definition.',
        params: Type.Object({ key: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_.:-]+$' }) }),
        body: EvaluationRequest,
        response: { 200: EvaluationSuccess, ...OfrepErrors },
      },
    },
    async (request) => {
      const evaluation = await app.flagService.evaluate(request.params.key, request.body?.context ?? {});
      if (!isFailure(evaluation)) return evaluation;
      const status = evaluation.errorCode === 'FLAG_NOT_FOUND' ? 404 : 400;
      throw new AppError(status, evaluation.errorCode, evaluation.errorDetails, { extra: { ...evaluation } });
    },
  );
};

export default routes;
