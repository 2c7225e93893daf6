/**
 * Issue 33 §3: the team sees its canary. `GET /api/dev/releases` (JSON, read by `npm run deploy --
 * <remote> --status`) and `GET /dev/releases` (the same as a page): per remote its stable, canary
 * and previous builds, the canary's share, and per build requests, failures and failure rate over
 * the last hour; then the release watch's recent events. Production: team token only (team-access.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { REMOTE_NAMES } from '@trama/shared/federation';
import { hashSource } from '../../domain/security/content-security-policy.ts';
import { ErrorResponses } from '../common/http.ts';
import { releasesPage, STYLE } from './pages.ts';
import { teamAccessHook, type TeamAccess } from './team-access.ts';

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src ${hashSource(STYLE)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'cache-control': 'no-store',
};

const BuildId = Type.Union([Type.String(), Type.Null()]);
const Count = Type.Integer({ minimum: 0 });

const BuildStatusSchema = Type.Object({
  buildId: Type.String(),
  channel: Type.Union([Type.Literal('stable'), Type.Literal('canary'), Type.Literal('previous'), Type.Literal('other')], {
    description: "The build's place in the registry now; other: no longer named there, but it reported within the hour.",
  }),
  requests: Count,
  mounts: Count,
  loadFailures: Count,
  renderFailures: Count,
  serverFaults: Count,
  failures: Count,
  failureRate: Type.Union([Type.Number(), Type.Null()], { description: 'failures / requests, null without requests.' }),
});

const NumbersSchema = Type.Object({
  mounts: Count,
  failures: Count,
  requests: Count,
  failureRate: Type.Number(),
  threshold: Type.Number(),
  minRequests: Count,
  windowMinutes: Count,
});

export const ReleaseStatusSchema = Type.Object({
  windowMinutes: Type.Integer({ description: 'The builds’ numbers cover this many last minutes.' }),
  autoRollback: Type.Object({ failureThreshold: Type.Number(), minRequests: Count, windowMinutes: Count }),
  remotes: Type.Array(
    Type.Object({
      remote: Type.Enum(REMOTE_NAMES),
      stable: BuildId,
      canary: BuildId,
      previous: BuildId,
      canaryShare: Type.Union([Type.Integer(), Type.Null()], { description: 'Percent of visitors on the canary; null: no flag, or a rule without a share.' }),
      builds: Type.Array(BuildStatusSchema),
    }),
  ),
  events: Type.Array(
    Type.Object({
      at: Type.String(),
      remote: Type.String(),
      buildId: Type.String(),
      action: Type.String({ description: 'auto-rollback' }),
      reason: Type.String(),
      numbers: NumbersSchema,
    }),
  ),
});

const routes: FastifyPluginAsyncTypebox<{ access: TeamAccess }> = async (app, options) => {
  // Encapsulated (no fastify-plugin): this hook guards these routes only.
  app.addHook('onRequest', teamAccessHook(options.access));

  app.get('/dev/releases', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(PAGE_HEADERS).send(releasesPage(await app.releaseWatch.status())),
  );

  app.get(
    '/api/dev/releases',
    {
      schema: {
        tags: ['dev'],
        summary: 'Release status per remote: builds, canary share, requests and failures (issue 33 §3)',
        description:
          'Open outside production; in production only with `authorization: Bearer <TEAM_TOKEN>` (401 TEAM_TOKEN_REQUIRED), ' +
          'and 404 when no TEAM_TOKEN is set.',
        response: { 200: ReleaseStatusSchema, ...ErrorResponses },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await app.releaseWatch.status()),
  );
};

export default routes;
