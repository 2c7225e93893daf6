import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoteRegistrySchema } from '../common/contract-schemas.ts';
import { ErrorResponses } from '../common/http.ts';
import { resolveLanguage } from '../../domain/language.ts';
import { visitorRegistry } from '../../domain/remotes/visitor-release.ts';

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
          'REGISTRY_UNAVAILABLE / FLAGS_UNAVAILABLE when a file is corrupt (flags: or missing). Issue 33: ' +
          'a remote with a canary build serves it to the visitors its release-<name> flag chooses (by the ' +
          'trama_bucket cookie, country, language); buildId and channel say which build. While any canary ' +
          'is live the answer is private and a visitor without a bucket gets one (Set-Cookie trama_bucket); ' +
          'without a canary no cookie is ever set.',
        response: { 200: RemoteRegistrySchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const language = resolveLanguage(request.headers.language as string | undefined);
      const visitor = await visitorRegistry(app.remoteRegistryService, request, language, { secure: app.publicUrl.startsWith('https:') });
      if (visitor.setCookie) reply.header('set-cookie', visitor.setCookie);
      return reply.header('cache-control', visitor.personal ? 'private, no-cache' : 'no-cache').send(visitor.registry);
    },
  );
};

export default routes;
