import fp from 'fastify-plugin';
import { ReturnService } from './return-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    returnService: ReturnService;
  }
}

export default fp(
  async (app) => {
    app.decorate('returnService', new ReturnService(app.db, app.flagService, app.log));
  },
  { name: 'return-domain', dependencies: ['db', 'flag-domain'] },
);
