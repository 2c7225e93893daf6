import { domainPlugin } from '../domain-plugin.ts';
import { GazetteerRepository } from './gazetteer-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    gazetteer: GazetteerRepository;
  }
}

export default domainPlugin('gazetteer', (app) => new GazetteerRepository(app.db), { name: 'geo-domain', dependencies: ['db'] });
