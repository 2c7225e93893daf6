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
    app.decorate(
      'basketService',
      new BasketService(new BasketRepository(app.db), app.brandService, app.discountService, app.flagService, app.log),
    );
  },
  { name: 'basket-domain', dependencies: ['db', 'brand-domain', 'discount-domain', 'flag-domain'] },
);
