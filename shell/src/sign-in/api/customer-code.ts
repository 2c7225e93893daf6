import { fetchBrandDetails, type ApiClient } from '@trama/shared/api';

let customerCode: Promise<string> | null = null;

/**
 * Storefront §7: checkemail, reset and register carry the brand's customerCode (brand details).
 * Fetched once per page; a failure is not kept, so the next attempt asks again.
 */
export function brandCustomerCode(api: ApiClient): Promise<string> {
  customerCode ??= fetchBrandDetails(api).then(
    (brand) => brand.customerCode,
    (error: unknown) => {
      customerCode = null;
      throw error;
    },
  );
  return customerCode;
}

export function forgetCustomerCode(): void {
  customerCode = null;
}
