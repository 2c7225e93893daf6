import fp from 'fastify-plugin';
import { GazetteerRepository } from './gazetteer-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    gazetteer: GazetteerRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('gazetteer', new GazetteerRepository(app.db));
  },
  { name: 'geo-domain', dependencies: ['db'] },
);
