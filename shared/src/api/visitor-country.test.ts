import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './api-client.ts';
import { searchNearestStores } from './store-endpoints.ts';
import { rememberVisitorCountry, storeLookupCountry, storedVisitorCountry } from './visitor-country.ts';
import { memoryStorage } from '../testing/memory-storage.ts';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('first-visit country (storefront §7, storage key country)', () => {
  it('§7 asks the shop API once on the first visit and stores the answer under `country`', async () => {
    const fetchMock = answer(200, { country: 'FR', source: 'language' });
    await expect(rememberVisitorCountry(new ApiClient())).resolves.toBe('FR');
    expect(localStorage.getItem('country')).toBe('FR');
    await rememberVisitorCountry(new ApiClient());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/external/geo/country');
  });

  it('§7 a failed look-up stores the default country', async () => {
    answer(503, { code: 'UNAVAILABLE' });
    await expect(rememberVisitorCountry(new ApiClient())).resolves.toBe('IT');
    expect(storedVisitorCountry()).toBe('IT');
  });

  it('[31.7] §7 "the returned country code and zip are saved": the zip is kept under the §9 key shippingCity', async () => {
    answer(200, { country: 'IT', source: 'header', zip: '20121' });
    await rememberVisitorCountry(new ApiClient());
    expect(localStorage.getItem('shippingCity')).toBe('20121');
  });

  it('[31.7] §9 shippingCity: no zip, or one that is not a postcode, stores nothing under it', async () => {
    answer(200, { country: 'IT', source: 'language' });
    await rememberVisitorCountry(new ApiClient());
    expect(localStorage.getItem('shippingCity')).toBeNull();
    localStorage.removeItem('country');
    answer(200, { country: 'IT', source: 'header', zip: '<img src=x>' });
    await rememberVisitorCountry(new ApiClient());
    expect(localStorage.getItem('shippingCity')).toBeNull();
  });

  it('something that is not a country code in storage counts as nothing stored', () => {
    localStorage.setItem('country', '<script>');
    expect(storedVisitorCountry()).toBeNull();
  });

  it('§9 Monaco is served by the French stores', () => {
    expect(storeLookupCountry('MC')).toBe('FR');
    expect(storeLookupCountry('IT')).toBe('IT');
  });

  it('the store search sends the stored country unless the caller names one', async () => {
    localStorage.setItem('country', 'CH');
    const fetchMock = answer(200, { place: null, stores: [] });
    await searchNearestStores(new ApiClient(), { location: 'Milano' });
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').searchParams.get('country')).toBe('CH');
    await searchNearestStores(new ApiClient(), { latitude: 45.46, longitude: 9.19 }, { country: 'IT' });
    const second = new URL(String(fetchMock.mock.calls[1]![0]), 'http://x').searchParams;
    expect([second.get('country'), second.get('lat'), second.get('lng')]).toEqual(['IT', '45.46', '9.19']);
  });
});
