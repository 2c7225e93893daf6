import { domainPlugin } from '../domain-plugin.ts';
import { ContentRepository } from './content-repository.ts';
import { ContentService } from './content-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contentService: ContentService;
  }
}

export default domainPlugin('contentService', (app) => new ContentService(new ContentRepository(app.db)), { name: 'content-domain', dependencies: ['db'] });
