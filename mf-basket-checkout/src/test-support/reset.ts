import { vi } from 'vitest';
import { act } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { reloadBasketState } from '../state/basket-state.ts';
import { startBasketService } from '../state/basket-service.ts';
import { forgetPricingContext } from '../state/pricing-context.ts';
import { BRAND_PATH, PRICING_PATH, agreeingPricing, brand, stubApi, type ApiCall, type Route } from './fake-api.ts';

/**
 * A fresh page: a visitor, no store chosen, empty storage, no brand details in memory, and an API answering `routes`
 * (brand details, and prices agreeing with the browser, unless told otherwise). The service starts once per test file, as once per page.
 * Returns the API calls made from now on.
 */
export function freshPage(routes: Record<string, Route> = {}): ApiCall[] {
  vi.restoreAllMocks();
  const calls = stubApi({ [BRAND_PATH]: () => brand(), [PRICING_PATH]: agreeingPricing, ...routes });
  getBus().publish('auth', { authenticated: false, token: null, user: null });
  // No store chosen on this page yet (the basket keeps the `store` fact as its store entry).
  getBus().publish('store', { store: null });
  // Every flag back to its storefront §9 default (a test may have flipped one).
  getBus().publish('flags', {});
  localStorage.clear();
  forgetPricingContext();
  startBasketService();
  act(() => void reloadBasketState());
  return calls;
}

/** What another tab (or a previous visit) left in storage, announced as the browser does. */
export function storeFromAnotherTab(key: string, value: unknown): void {
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key })));
}

export function signIn(webClientId = 77): void {
  act(() =>
    getBus().publish('auth', {
      authenticated: true,
      token: 'token',
      user: { firstName: 'Ada', lastName: 'Rossi', email: 'ada@example.com', discountCodes: [], customerCode: 'TRAMA', webClientId, newsOptinDate: null },
    }),
  );
}

export function signOut(): void {
  act(() => getBus().publish('auth', { authenticated: false, token: null, user: null }));
}
