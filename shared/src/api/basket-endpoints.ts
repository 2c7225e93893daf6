/** The basket's API calls (storefront §7; issue 4): discount validation, server pricing, stock, clusters. */
import type {
  BasketPricing,
  BasketPricingRequest,
  DiscountValidation,
  StockCheckRequest,
  StockCheckResult,
} from '../contract/index.ts';
import type { ApiClient } from './api-client.ts';

export interface ValidateDiscountQuery {
  discountCode: string;
  /** The basket price the code would reduce; absent for an empty basket (no minimum is checked then). */
  amount?: number;
  /** The signed-in shopper's web client (per-customer limits); absent for a visitor. */
  webClientId?: number | null;
}

/** 200 even for a refused code (valid false + reason); a blank code is a 400. */
export const validateDiscount = (api: ApiClient, query: ValidateDiscountQuery, signal?: AbortSignal) =>
  api.get<DiscountValidation>('/api/external/web-discount/validate-discount', {
    query: {
      discountCode: query.discountCode,
      amount: query.amount,
      brandId: api.currentContext.brandId,
      webClientId: query.webClientId ?? undefined,
    },
    // The API takes the customer only from a verified token (per-customer and sign-in-only codes).
    withTokenIfAny: true,
    signal,
  });

/** Totals from database prices (any browser price is ignored), with the same rules as the browser. */
/** `language`: the names of the answer's lines (issue 29 §13), else the client's language. */
export const priceBasketOnServer = (api: ApiClient, request: BasketPricingRequest, signal?: AbortSignal, language?: string) =>
  api.post<BasketPricing>('/api/external/basket/pricing', request, { withTokenIfAny: true, signal, headers: language ? { language } : undefined });

/** Storefront §5 Stock check: every line against current web inventory. */
export const checkStock = (api: ApiClient, request: StockCheckRequest, signal?: AbortSignal) =>
  api.post<StockCheckResult>('/api/external/basket/check-stock', request, { signal });

/** EAN-13 barcodes of a promotion cluster ([] for an unknown cluster). */
export const fetchClusterBarcodes = (api: ApiClient, clusterId: string, signal?: AbortSignal) =>
  api.get<string[]>('/api/external/product/get-barcodes-by-product-cluster-id', {
    query: { productClusterId: clusterId },
    signal,
  });
