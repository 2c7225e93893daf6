import type { Store } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/external/stores/stores-by-brand-id', () => {
  it('account §3 lists Italian stores and one in Andorra, with weekly opening hours', async () => {
    const res = await t.app.inject({ url: '/api/external/stores/stores-by-brand-id?brandId=3' });
    expect(res.statusCode).toBe(200);
    const stores: Store[] = res.json();
    expect(stores.filter((s) => s.country === 'IT').length).toBeGreaterThanOrEqual(8);
    expect(stores.filter((s) => s.country === 'AD')).toHaveLength(1);
    for (const store of stores) expect(Object.keys(store.openingHours)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(stores.some((s) => s.personalShopper)).toBe(true);
    expect(stores.some((s) => !s.personalShopper)).toBe(true);
  });

  it('account §3 a depot is storeType G and has no basket', async () => {
    const stores: Store[] = (await t.app.inject({ url: '/api/external/stores/stores-by-brand-id?brandId=3' })).json();
    const depot = stores.find((s) => s.storeType === 'G');
    expect(depot).toMatchObject({ hasBasket: false });
  });

  it('§9 brand 3 is the default', async () => {
    const stores: Store[] = (await t.app.inject({ url: '/api/external/stores/stores-by-brand-id' })).json();
    expect(stores.length).toBeGreaterThan(0);
  });

  it('answers 400 for a bad brandId and 404 for an unknown brand', async () => {
    expect((await t.app.inject({ url: '/api/external/stores/stores-by-brand-id?brandId=abc' })).statusCode).toBe(400);
    const res = await t.app.inject({ url: '/api/external/stores/stores-by-brand-id?brandId=404' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BRAND_NOT_FOUND');
  });
});
