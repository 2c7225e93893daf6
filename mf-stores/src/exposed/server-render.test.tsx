/**
 * docs/rendering.md: the locator and the shops list are rendered on the server with the brand's
 * stores, and the browser hydrates that HTML without a mismatch; the map and today's status, which
 * need the browser (Leaflet, the clock), fill in after hydration.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParcelLifecycles } from '@trama/shared/parcel';
import { serverRenderParcel } from '@trama/shared/testing';
import { BRAND_STORES_PATH, answerApi, resetApi } from '../test-support/api.ts';
import { store } from '../test-support/store.ts';
import StoreLocator from './StoreLocator.tsx';
import ShopsList from './ShopsList.tsx';

const BRAND = [
  store({ storeId: 101, name: 'Trama Casa Milano Brera', city: 'Milano', latitude: 45.4773, longitude: 9.1855 }),
  store({ storeId: 111, name: 'Trama Casa Andorra', city: 'Andorra la Vella', country: 'AD', zip: 'AD500', latitude: 42.5078, longitude: 1.5211 }),
];
const props = { language: 'it', path: '/negozi', apiBaseUrl: '', menu: null, shopperPath: '/personal-shopper' };


afterEach(() => {
  resetApi();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe.each([
  ['StoreLocator', StoreLocator],
  ['ShopsList', ShopsList],
] as const)('%s on the server', (name, parcel) => {
  it('the first HTML carries the stores by country; the browser hydrates it with no second fetch and no mismatch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T11:00:00+01:00'));
    answerApi({ [BRAND_STORES_PATH]: { status: 200, body: BRAND } });
    const { html, answers } = await serverRenderParcel(parcel as ParcelLifecycles<typeof props>, props, 'stores-');
    expect(html).toContain('>ANDORRA</h2>');
    expect(html).toContain('>ITALIA</h2>');
    // No clock-dependent text and no Leaflet on the server; no inline style (the CSP refuses it).
    expect(html).not.toContain('Aperto ora');
    expect(html).not.toContain('leaflet');
    expect(html).not.toMatch(/ style="/);

    const asked = answerApi({});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = html;
    const heading = element.querySelector('h1');
    await parcel.mount({ ...props, name, domElement: element, serverRendered: { answers, idPrefix: 'stores-' } } as never);
    expect(element.querySelector('h1')).toBe(heading);
    expect(asked).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    if (name === 'StoreLocator') {
      await vi.waitFor(() => expect(element.querySelectorAll('path.leaflet-interactive')).toHaveLength(2));
    }
    await parcel.unmount({ ...props, name, domElement: element } as never);
  });
});
