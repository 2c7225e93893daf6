/**
 * Issue 33 §3: the browser's reports of each remote build (shell/src/remotes/report-sender.ts).
 * Counted, never stored per visitor: no IP, cookie, URL or user agent is kept; the rate limit
 * counts by a hash of the address in the shared store, for one window only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { REMOTE_NAMES } from '@trama/shared/federation';
import { bucketPart } from '../../domain/rate-limits/limits.ts';
import { ErrorResponses } from '../common/http.ts';
import { strictValidator } from '../common/strict-validator.ts';

/** At most this many reports in one batch (the browser sends more as several batches). */
export const MAX_REPORTS = 20;

export const RemoteReportSchema = Type.Object(
  {
    remote: Type.Enum(REMOTE_NAMES, { description: 'A remote the shop knows.' }),
    buildId: Type.String({ pattern: '^[0-9a-f]{12}$', description: 'The build id of the registry entry (12 lowercase hex).' }),
    kind: Type.Union([Type.Literal('mount'), Type.Literal('load-failure'), Type.Literal('render-failure')], {
      description: 'mount: a slot of that build mounted; load-failure: its code did not come after the retry; render-failure: it threw.',
    }),
  },
  { additionalProperties: false },
);

export const RemoteReportsBodySchema = Type.Object(
  { reports: Type.Array(RemoteReportSchema, { minItems: 1, maxItems: MAX_REPORTS }) },
  { additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/external/remote-reports',
    {
      schema: {
        tags: ['platform'],
        summary: 'Report how remote builds do in the browser (issue 33 §3)',
        description:
          `1–${MAX_REPORTS} reports, each a remote, its build id and what happened to one slot. Counted per remote, ` +
          'build, kind and minute; a canary build failing too often is rolled back by itself. Nothing about the ' +
          'visitor is stored. 204; 400 VALIDATION_ERROR for any other body (unknown remote or field, bad build id, ' +
          'no or too many reports); 429 RATE_LIMITED per client address.',
        body: RemoteReportsBodySchema,
        response: { 204: Type.Null(), ...ErrorResponses },
      },
      validatorCompiler: strictValidator,
      config: {
        rateLimit: {
          max: app.rateLimits.remoteReportsPerIp,
          keyGenerator: (request) => `remote-reports:ip:${bucketPart(request.ip)}`,
        },
      },
    },
    async (request, reply) => {
      await app.releaseWatch.record(request.body.reports);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
