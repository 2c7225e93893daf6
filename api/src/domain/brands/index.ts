import fp from 'fastify-plugin';
import { BrandRepository } from './brand-repository.ts';
import { BrandService } from './brand-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    brandService: BrandService;
  }
}

export default fp(
  async (app) => {
    app.decorate('brandService', new BrandService(new BrandRepository(app.db)));
  },
  { name: 'brand-domain', dependencies: ['db'] },
);
