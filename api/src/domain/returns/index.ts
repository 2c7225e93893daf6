import { domainPlugin } from '../domain-plugin.ts';
import { ReturnService } from './return-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    returnService: ReturnService;
  }
}

export default domainPlugin('returnService', (app) => new ReturnService({ db: app.db, flags: app.flagService, log: app.log }), { name: 'return-domain', dependencies: ['db', 'flag-domain'] });
