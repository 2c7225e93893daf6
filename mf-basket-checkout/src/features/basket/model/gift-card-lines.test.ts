/** Issue 16: gift cards in the basket (storefront §3 itemType GFC) are no store's shelf stock. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_ENTRY, basketOf, entry, sizeLine } from '../../../test-support/basket.ts';
import { lineRefs, shelfLineRefs } from './basket-lines.ts';
import { checkStoreCoverage } from './store-coverage.ts';

const card = sizeLine({ productId: 9001, size: '50 €', startingPrice: 50, itemType: 'GFC' });
const sheet = sizeLine({ productId: 1011, size: '160x280' });

afterEach(() => vi.unstubAllGlobals());

describe('gift cards and store stock (issue 16)', () => {
  it('§3 the shelf lines leave gift cards out; the API lines keep them', () => {
    const basket = basketOf({ '9001': entry({ sizes: [card] }), '101': entry({ sizes: [sheet] }) });
    expect(lineRefs(basket).map((l) => l.productId).sort()).toEqual([1011, 9001]);
    expect(shelfLineRefs(basket).map((l) => l.productId)).toEqual([1011]);
  });

  it('account §4 Store selection in basket: a basket of gift cards alone suits the chosen store without asking the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const basket = basketOf({ '9001': entry({ sizes: [card] }) }, STORE_ENTRY);
    expect(await checkStoreCoverage(basket)).toBe('covered');
    expect(fetch).not.toHaveBeenCalled();
  });
});
