import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoteRegistrySchema } from '../common/contract-schemas.ts';
import { ErrorResponses } from '../common/http.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/remotes',
    {
      schema: {
        tags: ['platform'],
        summary: 'Remote registry: deployed remotes x their flags (architecture §2)',
        description:
          'Read from the registry file and the flag file on every request (cached while the files are ' +
          'unchanged). Only remotes with a registry entry are listed, in the order catalogue, basket, ' +
          'account, content, stores; no registry file yet means an empty list. enabled is the boolean ' +
          'flag remote-<name>; a missing (or DISABLED) flag leaves the remote on. 503 ' +
          'REGISTRY_UNAVAILABLE / FLAGS_UNAVAILABLE when a file is corrupt (flags: or missing).',
        response: { 200: RemoteRegistrySchema, ...ErrorResponses },
      },
    },
    async (_request, reply) => {
      const registry = await app.remoteRegistryService.registry();
      return reply.header('cache-control', 'no-cache').send(registry);
    },
  );
};

export default routes;
