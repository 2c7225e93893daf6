import { domainPlugin } from '../domain-plugin.ts';
import { BrandRepository } from './brand-repository.ts';
import { BrandService } from './brand-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    brandService: BrandService;
  }
}

export default domainPlugin('brandService', (app) => new BrandService(new BrandRepository(app.db)), { name: 'brand-domain', dependencies: ['db'] });
