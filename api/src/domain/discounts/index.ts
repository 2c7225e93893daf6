import fp from 'fastify-plugin';
import { CouponRepository } from './coupon-repository.ts';
import { DiscountService } from './discount-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    discountService: DiscountService;
  }
}

export default fp(
  async (app) => {
    app.decorate('discountService', new DiscountService(new CouponRepository(app.db), app.brandService));
  },
  { name: 'discount-domain', dependencies: ['db', 'brand-domain'] },
);
