/** The checkout's API in tests: the real endpoints and client over the stubbed `fetch` (test-support/fake-api). */
import { vi } from 'vitest';
import { getApiClient } from '@trama/shared/api';
import { savedAddress } from '@trama/shared/testing';
import type { Address, AddressInput, LoyaltyBalance } from '@trama/shared/contract';
import { json, type Route } from '../../../test-support/fake-api.ts';

export const ADDRESS_PATH = '/api/external-secured/client-address';
export const CREATE_ORDER_PATH = '/api/external-secured/orders/create';
export const LOYALTY_PATH = '/api/external-secured/loyalty';
export const REDEEM_PATH = '/api/external-secured/redeem-store-client-loyalty';
export const amountPath = (orderId: number) => `/api/external-secured/orders/${orderId}/amount`;

/** Ada's saved address (the shared fixture): shipping, default. */
export const address = savedAddress;

export const shipAndBill = () => [address(), address({ clientAddressId: 2, addressType: 'BILL', address1: 'Via Dante 5' })];

/**
 * The address API over a list held in memory: GET answers it, POST adds (id 0) or replaces and
 * answers the new list, as the API does. The bodies POSTed are kept in `saved`.
 */
export function addressRoute(initial: Address[]): { route: Route; saved: AddressInput[] } {
  let list = [...initial];
  const saved: AddressInput[] = [];
  const route: Route = ({ body, url }) => {
    const deleted = url.searchParams.get('clientAddressId');
    if (deleted !== null) {
      // Account §4 Addresses: deleting the default makes the first remaining one of its type default.
      const type = url.searchParams.get('addressType');
      list = list.filter((a) => !(a.addressType === type && a.clientAddressId === Number(deleted)));
      if (!list.some((a) => a.addressType === type && a.isDefault)) {
        const first = list.find((a) => a.addressType === type);
        list = list.map((a) => (a === first ? { ...a, isDefault: true } : a));
      }
      return list;
    }
    if (body === undefined) return list;
    const input = body as AddressInput;
    saved.push(input);
    const id = input.clientAddressId || Math.max(0, ...list.map((a) => a.clientAddressId)) + 1;
    const [firstName = '', lastName = ''] = input.name.split(/ (.*)/);
    const stored = address({ ...input, clientAddressId: id, firstName, lastName, country: input.countryCode, isDefault: true });
    list = [stored, ...list.filter((a) => a.clientAddressId !== id).map((a) => (a.addressType === input.addressType ? { ...a, isDefault: false } : a))];
    return list;
  };
  return { route, saved };
}

export function loyalty(overrides: Partial<LoyaltyBalance> = {}): LoyaltyBalance {
  return {
    loyaltyPoints: 450,
    loyaltyValue: 45,
    currency: 'EUR',
    expirationDate: null,
    conversionThreshold: 100,
    conversionMultiple: 50,
    convertiblePoints: 450,
    convertibleValue: 45,
    eligible: true,
    ...overrides,
  };
}

export const notSignedInError = () => json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'no token' });

/** The headers of every request to `path` so far (the stubbed fetch keeps its arguments). */
export function requestHeaders(path: string): Record<string, string>[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://shop.test').pathname === path)
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
}

/** The shell gives the API client the shopper's token when they sign in. */
export function giveToken(token: string | null): void {
  getApiClient().configure({ token });
}
