/**
 * Discount codes (storefront §4 Discount validation, §7 validate-discount) and their redemption
 * at checkout. Validation answers 200 whatever the outcome; only a blank code is a 400.
 */
import type { CouponType, DiscountRefusal, DiscountValidation } from '@trama/shared/contract';
import type { BrandService } from '../brands/brand-service.ts';
import { badRequest } from '../errors.ts';
import type { FastifyBaseLogger } from 'fastify';
import { Service } from '../service.ts';
import type { CouponRepository, CouponRow, Executor, LockedCoupon } from './coupon-repository.ts';
import { couponRefusal, isUsableBy, normaliseCode } from './coupon-rules.ts';

/** Who is asking: the web client of a verified bearer token (routes/common/caller.ts), or a visitor. */
export interface DiscountCaller {
  webClientId: number | null;
  authenticated: boolean;
}

export interface ValidateInput {
  code: string | undefined;
  brandId: number;
  /** Basket amount the minimum is checked against; null = not checked. */
  amount: number | null;
  caller: DiscountCaller;
  now?: Date;
}

export interface ReserveInput {
  code: string;
  brandId: number;
  webClientId: number | null;
  /** The order the code is held for (its webOrderId): reserving the same order twice holds one use. */
  orderRef: string;
  /** The order's amount, checked against the coupon's minimum when given. */
  amount?: number | null;
  now?: Date;
}

export type RedeemInput = ReserveInput;

export interface PaidUse {
  code: string;
  webClientId: number | null;
  orderRef: string;
}

export type ReserveResult = { reserved: true } | { reserved: false; reason: DiscountRefusal };
export type RedeemResult = { redeemed: true } | { redeemed: false; reason: DiscountRefusal };

export const discountCodeRequired = () =>
  badRequest('DISCOUNT_CODE_REQUIRED', 'discountCode must not be blank.', 'product.basket.46');

function unknownCode(code: string): DiscountValidation {
  return {
    discountCode: code,
    discountLabel: null,
    valid: false,
    value: 0,
    couponType: 'PERCENT',
    cumulative: false,
    authenticated: false,
    productCluster: [],
    isProductsInBarcode: false,
    reason: 'UNKNOWN',
  };
}

function toValidation(coupon: CouponRow, productCluster: string[], inPromotion: boolean, reason: DiscountRefusal | null): DiscountValidation {
  return {
    discountCode: coupon.code,
    discountLabel: coupon.label,
    valid: reason === null,
    value: coupon.value,
    couponType: coupon.couponType as CouponType,
    cumulative: coupon.cumulative,
    authenticated: coupon.authenticatedOnly,
    productCluster,
    isProductsInBarcode: inPromotion,
    reason,
  };
}

export interface DiscountServiceDeps {
  repository: CouponRepository;
  brands: BrandService;
  /** How long a code stays reserved for an unpaid order (COUPON_RESERVATION_TTL_MINUTES). */
  reservationTtlMinutes: number;
  log: FastifyBaseLogger;
}

export class DiscountService extends Service<DiscountServiceDeps> {
  /** 400 DISCOUNT_CODE_REQUIRED for a blank code, 404 BRAND_NOT_FOUND; every other outcome is an answer. */
  async validate(input: ValidateInput): Promise<DiscountValidation> {
    const code = normaliseCode(input.code ?? '');
    if (code === '') throw discountCodeRequired();
    const [, coupon] = await Promise.all([this.deps.brands.assertExists(input.brandId), this.deps.repository.findByCode(code)]);
    const { webClientId, authenticated } = input.caller;
    // Another customer's client discount (account §4 Loyalty) answers like a code that does not exist.
    if (!coupon || !isUsableBy(coupon, webClientId)) return unknownCode(code);
    // Another brand's code tells this brand's shopper nothing about products.
    if (coupon.brandId !== input.brandId) return toValidation(coupon, [], false, 'WRONG_BRAND');

    const cluster = coupon.productClusterId;
    const [productCluster, inPromotion, customerUses, reservedUses] = await Promise.all([
      cluster ? this.deps.repository.clusterBarcodes(cluster) : [],
      cluster ? this.deps.repository.clusterInsidePromotion(cluster, input.brandId) : false,
      webClientId !== null && coupon.maxUsesPerCustomer !== null ? this.deps.repository.customerUses(coupon.couponId, webClientId) : 0,
      coupon.maxUses !== null ? this.deps.repository.reservedUses(coupon.couponId) : 0,
    ]);
    const reason = couponRefusal(coupon, {
      brandId: input.brandId,
      authenticated,
      amount: input.amount,
      customerUses,
      reservedUses,
      webClientId,
      now: input.now ?? new Date(),
    });
    return toValidation(coupon, productCluster, inPromotion, reason);
  }

  /**
   * Storefront §3 Web client discountCodes: the customer codes of the brand (authenticated-only
   * or limited per customer, e.g. PRIMOORDINE) this web client can use right now.
   */
  async customerCodes(brandId: number, webClientId: number, now: Date = new Date()): Promise<string[]> {
    const coupons = await this.deps.repository.customerCoupons(brandId);
    const usable = await Promise.all(
      coupons.map(async (coupon) => {
        const [customerUses, reservedUses] = await Promise.all([
          coupon.maxUsesPerCustomer !== null ? this.deps.repository.customerUses(coupon.couponId, webClientId) : 0,
          coupon.maxUses !== null ? this.deps.repository.reservedUses(coupon.couponId) : 0,
        ]);
        return couponRefusal(coupon, { brandId, authenticated: true, amount: null, customerUses, reservedUses, webClientId, now }) === null;
      }),
    );
    return coupons.filter((_, i) => usable[i]).map((coupon) => coupon.code);
  }

  /**
   * Holds one use of the code for an order, inside the order's own transaction `tx` (order
   * creation). The coupon row is locked while every limit is checked against paid uses plus the
   * unexpired reservations of unpaid orders, so concurrent or sequential orders never hold more
   * uses than the code allows. Idempotent per (code, orderRef); a lapsed reservation of the same
   * order is renewed only if the code is still usable.
   */
  async reserve(tx: Executor, input: ReserveInput): Promise<ReserveResult> {
    const refusal = await this.checkedUse(tx, input, async (locked) => {
      await locked.reserve(input.webClientId, input.orderRef, this.deps.reservationTtlMinutes);
    });
    return refusal ? { reserved: false, reason: refusal } : { reserved: true };
  }

  /**
   * Checks and records a use at once, in its own transaction: for a use with no unpaid phase
   * (and the tests' way of giving a customer a used code). Idempotent per (code, orderRef).
   */
  async redeem(input: RedeemInput): Promise<RedeemResult> {
    const refusal = await this.deps.repository.transaction((tx) =>
      this.checkedUse(tx, input, async (locked) => {
        await locked.redeem(input.webClientId, input.orderRef);
      }),
    );
    return refusal ? { redeemed: false, reason: refusal } : { redeemed: true };
  }

  /** Under the coupon lock: the refusal, or null after `record` ran (nothing runs for an order already holding the code). */
  private async checkedUse(tx: Executor, input: ReserveInput, record: (locked: LockedCoupon) => Promise<void>): Promise<DiscountRefusal | null> {
    const code = normaliseCode(input.code);
    if (code === '') return 'UNKNOWN';
    return this.deps.repository.withLockedCoupon(tx, code, async (locked) => {
      if (!locked) return 'UNKNOWN';
      // The order already holds a use (a retried creation): no second check, no second use.
      if ((await locked.useOf(input.orderRef))?.live) {
        await record(locked);
        return null;
      }
      const { coupon } = locked;
      const [customerUses, reservedUses] = await Promise.all([
        input.webClientId !== null && coupon.maxUsesPerCustomer !== null ? locked.customerUses(input.webClientId, input.orderRef) : 0,
        coupon.maxUses !== null ? locked.reservedUses(input.orderRef) : 0,
      ]);
      const reason = couponRefusal(coupon, {
        brandId: input.brandId,
        authenticated: input.webClientId !== null,
        amount: input.amount ?? null,
        customerUses,
        reservedUses,
        webClientId: input.webClientId,
        now: input.now ?? new Date(),
      });
      if (reason) return reason;
      await record(locked);
      return null;
    });
  }

  /**
   * The order was paid (a verified provider notification, inside its transaction `tx`): its use
   * becomes a redemption counted in times_used. No check: the shopper already paid the discounted
   * amount. A payment after the reservation lapsed or was released is recorded all the same and
   * logged when it takes the code past its limit. Idempotent per (code, orderRef).
   */
  async confirmPaid(tx: Executor, input: PaidUse): Promise<void> {
    const code = normaliseCode(input.code);
    await this.deps.repository.withLockedCoupon(tx, code, async (locked) => {
      if (!locked) {
        this.deps.log.warn({ code, orderRef: input.orderRef }, 'paid order: its discount code no longer exists');
        return;
      }
      const held = await locked.useOf(input.orderRef);
      const counted = await locked.redeem(input.webClientId, input.orderRef);
      const { coupon } = locked;
      if (counted && !held?.live && coupon.maxUses !== null && coupon.timesUsed + 1 > coupon.maxUses) {
        this.deps.log.error({ code, orderRef: input.orderRef, maxUses: coupon.maxUses }, 'paid order used a code past its limit (reservation lapsed or released)');
      }
    });
  }

  /** The order failed: its reservation is given back at once (a paid use is kept). */
  release(tx: Executor, orderRef: string): Promise<void> {
    return this.deps.repository.release(tx, orderRef);
  }
}
