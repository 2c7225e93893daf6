import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { HealthStatus } from '@trama/shared/contract';
import { HealthStatusSchema } from '../common/contract-schemas.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        description: '200 with status ok when PostgreSQL answers within 2 s, else 503 with status degraded.',
        response: { 200: HealthStatusSchema, 503: HealthStatusSchema },
      },
    },
    async (_request, reply) => {
      const up = await app.pingDatabase();
      const body: HealthStatus = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
      return reply.code(up ? 200 : 503).header('cache-control', 'no-store').send(body);
    },
  );

  app.get(
    '/api/health/search-index',
    {
      schema: {
        tags: ['platform'],
        summary: 'State of the in-process search index (issue 18 §1, docs/search-index.md)',
        description:
          'ready: search answers from the index; building, stale or failed: from PostgreSQL until it is built. ' +
          'Always 200: search works in every state. The bench waits for ready before it measures.',
        response: { 200: SearchIndexStateSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(app.searchIndex.state()),
  );
};

const SearchIndexStateSchema = Type.Object({
  state: Type.Union([Type.Literal('ready'), Type.Literal('building'), Type.Literal('stale'), Type.Literal('failed')]),
  documents: Type.Integer({ minimum: 0, description: 'Documents (products × languages) in the last build' }),
  builtAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  buildMs: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  buildPauseMs: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Longest event-loop delay during the last build' }),
  memoryMb: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'What the index holds, MB' }),
});

export default routes;
