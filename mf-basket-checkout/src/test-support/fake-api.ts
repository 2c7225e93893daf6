import { vi } from 'vitest';
import type { BasketLineRef, BasketPricing, BrandDetail, DiscountValidation, Promotion } from '@trama/shared/contract';
import { basketEntries, parseBasket } from '@trama/shared/rules';
import { promotion as sharedPromotion } from '@trama/shared/testing';

type Answer = unknown | Response;
/** `language`: the language header the call went with. */
export type Route = (request: { url: URL; body: unknown; language: string | null }) => Answer | Promise<Answer>;

export interface ApiCall {
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stubs `fetch` only: the shared API client, the endpoints and the rules run for real. Routes are
 * keyed by path; an unknown path answers 404 as the API would.
 */
export function stubApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path: url.pathname, query: url.searchParams, body });
    const route = routes[url.pathname];
    if (!route) return json(404, { code: 'NOT_FOUND', message: 'no route', messageKey: 'Error.1' });
    const answer = await route({ url, body, language: new Headers(init?.headers).get('language') });
    return answer instanceof Response ? answer : json(200, answer);
  });
  return calls;
}

export const BRAND_PATH = '/api/external/brands/details';
export const BARCODES_PATH = '/api/external/product/get-barcodes-by-product-cluster-id';
export const VALIDATE_PATH = '/api/external/web-discount/validate-discount';
export const PRICING_PATH = '/api/external/basket/pricing';
export const STOCK_PATH = '/api/external/basket/check-stock';
export const CLICK_AND_COLLECT_PATH = '/storeservice/api/external/stores/click-and-collect-stores';

export function brand(overrides: Partial<BrandDetail> = {}): BrandDetail {
  return {
    brandId: 3,
    customerCode: 'TRAMA',
    name: 'Trama',
    storeCode: 'WEB',
    promotion: [],
    promotionCluster: 'E',
    promotionEnd: null,
    language: 'it',
    defaultCurrency: 'EUR',
    shippingMinimum: 100,
    shippingCost: 7.9,
    expressShippingCost: 12.9,
    crm: null,
    zendesk: false,
    paymentGateway: 'adyen',
    brands: [],
    conversionThreshold: 0,
    conversionMultiple: 0,
    ...overrides,
  };
}

export function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return sharedPromotion({ ruleName: 'linen week', threshold: 50, discounts: [20], promotionName: 'Settimana del lino', ...overrides });
}

/** A validate-discount answer: a valid 10% cumulative code unless told otherwise. */
export function discountAnswer(overrides: Partial<DiscountValidation> = {}): DiscountValidation {
  return {
    discountCode: 'BENVENUTO10',
    discountLabel: null,
    valid: true,
    value: 10,
    couponType: 'PERCENT',
    cumulative: true,
    authenticated: false,
    productCluster: [],
    isProductsInBarcode: false,
    reason: null,
    ...overrides,
  };
}

/** A pricing answer for `lines`: no unknown line, no promotion, no coupon and zero totals unless told otherwise. */
export function pricingAnswer(lines: BasketPricing['lines'], overrides: Partial<BasketPricing> = {}): BasketPricing {
  return {
    lines,
    unknownLines: [],
    totals: { price: 0, totalPrice: 0, quantity: 0, livraison: 0, totalQuantity: 0, oldPrice: 0, totalGiftCardPrice: 0, discountedSum: 0, totalCouponDiscount: 0, isPromoDiscountApplyed: false },
    promotion: null,
    coupon: { outcome: 'none', amount: 0, discountCode: null, reason: null },
    ...overrides,
  };
}

/**
 * The pricing API when the database agrees with the browser: each line at the price stored in the
 * basket (tests that are not about database prices use it, so no refresh changes what they show).
 */
export const agreeingPricing: Route = ({ body }) => {
  const refs = (body as { lines: BasketLineRef[] }).lines;
  const basket = parseBasket(localStorage.getItem('basket')) ?? {};
  const stored = basketEntries(basket).flatMap(([, e]) => e.sizes.map((s) => ({ entry: e, line: s })));
  const lines = refs.flatMap((ref) => {
    const found = stored.find(({ line }) => line.productId === ref.productId && line.size === ref.size);
    if (!found) return [];
    const unitPrice = found.line.listPriceAfterDiscount ?? found.line.startingPrice;
    return [
      {
        ...ref,
        productReference: found.line.productReference,
        name: found.entry.name,
        sizeName: found.line.sizeName ?? found.line.size,
        thumbnail: found.entry.thumbnail,
        unitPrice,
        oldUnitPrice: found.line.oldPrice ?? unitPrice,
        amount: unitPrice * ref.quantity,
        webInventory: found.line.webInventory,
        itemType: found.line.itemType,
        currency: found.line.currency,
      },
    ];
  });
  return pricingAnswer(lines);
};
