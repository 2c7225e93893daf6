import { describe, expect, it } from 'vitest';
import { product, size } from '../../../test-support/product.ts';
import { basketAddLine } from './basket-line.ts';

describe('the basket.add line of the product page (storefront §3 Basket, §4 Add to cart)', () => {
  it('§3 a pack product sends its pack ref (parentProductId, productId, discountDetail percentage)', () => {
    const chosen = size({ productId: 3001, size: '50x80', startingPrice: 38.4, oldPrice: 48, listPriceAfterDiscount: 38.4, discountDetail: { percentage: 20 } });
    const pack = product({ productId: 3001, name: 'Federa in lino (set da 3)', pack: true, sizes: [chosen] });
    const line = basketAddLine(pack, pack, chosen, 1);
    expect(line).toMatchObject({ productId: 3001, parentProductId: 3001, size: '50x80', quantity: 1 });
    expect(line.details?.pack).toEqual([{ parentProductId: 3001, productId: 3001, discountDetail: { percentage: 20 } }]);
  });

  it('§3 a product that is no pack sends no pack ref', () => {
    const chosen = size({ productId: 101 });
    expect(basketAddLine(product({ sizes: [chosen] }), product(), chosen, 2).details?.pack).toBeUndefined();
  });

  it('[29.14] the line carries the size the shopper chose ("Matrimoniale"), its code stays the key', () => {
    const chosen = size({ productId: 101, size: '240x300', altSize: 'Matrimoniale' });
    const line = basketAddLine(product({ sizes: [chosen] }), product(), chosen, 1);
    expect(line).toMatchObject({ size: '240x300', details: { sizeName: 'Matrimoniale' } });
    expect(basketAddLine(product(), product(), size({ size: 'M' }), 1).details?.sizeName).toBe('M');
  });
});
