/**
 * Discount codes (storefront §4 Discount validation, §7 validate-discount) and their redemption
 * at checkout. Validation answers 200 whatever the outcome; only a blank code is a 400.
 */
import type { CouponType, DiscountRefusal, DiscountValidation } from '@trama/shared/contract';
import type { BrandService } from '../brands/brand-service.ts';
import { badRequest } from '../errors.ts';
import type { CouponRepository, CouponRow } from './coupon-repository.ts';
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

export interface RedeemInput {
  code: string;
  brandId: number;
  webClientId: number | null;
  /** The order the code is used on: redeeming the same order twice counts once. */
  orderRef: string;
  /** The order's amount, checked against the coupon's minimum when given. */
  amount?: number | null;
  now?: Date;
}

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

export class DiscountService {
  private readonly repository: CouponRepository;
  private readonly brands: BrandService;

  constructor(repository: CouponRepository, brands: BrandService) {
    this.repository = repository;
    this.brands = brands;
  }

  /** 400 DISCOUNT_CODE_REQUIRED for a blank code, 404 BRAND_NOT_FOUND; every other outcome is an answer. */
  async validate(input: ValidateInput): Promise<DiscountValidation> {
    const code = normaliseCode(input.code ?? '');
    if (code === '') throw discountCodeRequired();
    const [, coupon] = await Promise.all([this.brands.assertExists(input.brandId), this.repository.findByCode(code)]);
    const { webClientId, authenticated } = input.caller;
    // Another customer's client discount (account §4 Loyalty) answers like a code that does not exist.
    if (!coupon || !isUsableBy(coupon, webClientId)) return unknownCode(code);
    // Another brand's code tells this brand's shopper nothing about products.
    if (coupon.brandId !== input.brandId) return toValidation(coupon, [], false, 'WRONG_BRAND');

    const cluster = coupon.productClusterId;
    const [productCluster, inPromotion, customerUses] = await Promise.all([
      cluster ? this.repository.clusterBarcodes(cluster) : [],
      cluster ? this.repository.clusterInsidePromotion(cluster, input.brandId) : false,
      webClientId !== null && coupon.maxUsesPerCustomer !== null ? this.repository.customerUses(coupon.couponId, webClientId) : 0,
    ]);
    const reason = couponRefusal(coupon, {
      brandId: input.brandId,
      authenticated,
      amount: input.amount,
      customerUses,
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
    const coupons = await this.repository.customerCoupons(brandId);
    const usable = await Promise.all(
      coupons.map(async (coupon) => {
        const customerUses = coupon.maxUsesPerCustomer !== null ? await this.repository.customerUses(coupon.couponId, webClientId) : 0;
        return couponRefusal(coupon, { brandId, authenticated: true, amount: null, customerUses, webClientId, now }) === null;
      }),
    );
    return coupons.filter((_, i) => usable[i]).map((coupon) => coupon.code);
  }

  /**
   * Uses a code on an order (checkout calls it once the order exists). Atomic: the coupon row is
   * locked while the checks run again and the use is recorded, so a single-use code succeeds
   * exactly once however many checkouts race for it. Idempotent per (code, orderRef).
   */
  async redeem(input: RedeemInput): Promise<RedeemResult> {
    const code = normaliseCode(input.code);
    if (code === '') return { redeemed: false, reason: 'UNKNOWN' };
    return this.repository.withLockedCoupon(code, async (locked) => {
      if (!locked) return { redeemed: false, reason: 'UNKNOWN' };
      if (await locked.orderAlreadyRedeemed(input.orderRef)) return { redeemed: true };
      const { coupon } = locked;
      const customerUses =
        input.webClientId !== null && coupon.maxUsesPerCustomer !== null ? await locked.customerUses(input.webClientId) : 0;
      const reason = couponRefusal(coupon, {
        brandId: input.brandId,
        authenticated: input.webClientId !== null,
        amount: input.amount ?? null,
        customerUses,
        webClientId: input.webClientId,
        now: input.now ?? new Date(),
      });
      if (reason) return { redeemed: false, reason };
      await locked.record(input.webClientId, input.orderRef);
      return { redeemed: true };
    });
  }
}
