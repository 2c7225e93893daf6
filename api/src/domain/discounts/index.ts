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
    const repository = new CouponRepository(app.db);
    app.decorate('discountService', new DiscountService({ repository, brands: app.brandService, reservationTtlMinutes: reservationTtlFromEnv(), log: app.log }));
  },
  { name: 'discount-domain', dependencies: ['db', 'brand-domain'] },
);
