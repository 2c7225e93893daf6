import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
};

export default routes;
