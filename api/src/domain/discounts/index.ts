import fp from 'fastify-plugin';
import { CouponRepository } from './coupon-repository.ts';
import { DiscountService } from './discount-service.ts';
import { reservationTtlFromEnv } from './reservation-ttl.ts';

declare module 'fastify' {
  interface FastifyInstance {
    discountService: DiscountService;
  }
}

export default fp(
  async (app) => {
    const options = { reservationTtlMinutes: reservationTtlFromEnv(), log: app.log };
    app.decorate('discountService', new DiscountService(new CouponRepository(app.db), app.brandService, options));
  },
  { name: 'discount-domain', dependencies: ['db', 'brand-domain'] },
);
