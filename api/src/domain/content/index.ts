import fp from 'fastify-plugin';
import { ContentRepository } from './content-repository.ts';
import { ContentService } from './content-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contentService: ContentService;
  }
}

export default fp(
  async (app) => {
    app.decorate('contentService', new ContentService(new ContentRepository(app.db)));
  },
  { name: 'content-domain', dependencies: ['db'] },
);
