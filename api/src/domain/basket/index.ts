import fp from 'fastify-plugin';
import { BasketRepository } from './basket-repository.ts';
import { BasketService } from './basket-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    basketService: BasketService;
  }
}

export default fp(
  async (app) => {
    const repository = new BasketRepository(app.db);
    app.decorate('basketService', new BasketService({ repository, brands: app.brandService, discounts: app.discountService, flags: app.flagService, log: app.log }));
  },
  { name: 'basket-domain', dependencies: ['db', 'brand-domain', 'discount-domain', 'flag-domain'] },
);
