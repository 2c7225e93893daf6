import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { menuItem } from '@trama/shared/testing';
import { catalogueAnswer, product, routeFetch } from '../../test-support/product.ts';
import { GoldSilver } from './components/gold-silver.tsx';
import { blockProducts, materialValues } from './model/gold-silver.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const material = {
  filter: 'Materiale',
  searchFilter: 'MATERIAL',
  values: [
    { value: 'Oro giallo', searchValue: 'oro_giallo' },
    { value: 'Oro bianco', searchValue: 'oro_bianco' },
    { value: 'Argento 925', searchValue: 'argento_925' },
    { value: 'Cotone', searchValue: 'cotone' },
  ],
};

describe('gold and silver page', () => {
  it('§2 gold and silver are the MATERIAL values whose searchValue holds oro / argento', () => {
    expect(materialValues([material], 'oro')).toEqual(['oro_giallo', 'oro_bianco']);
    expect(materialValues([material], 'argento')).toEqual(['argento_925']);
  });

  it('§2/§9 a block has up to 4 products of type S by ranking', () => {
    const list = [5, 1, 4, 2, 3].map((r) => product({ productId: r, ranking: r }));
    list.push(product({ productId: 9, ranking: 0, productType: 'C' }));
    expect(blockProducts(list).map((p) => p.productId)).toEqual([1, 2, 3, 4]);
  });

  it('§2 shows the cover, then a gold and a silver block from the gioielli catalogue', async () => {
    const gioielli = menuItem({ menuId: 70, key: 'gioielli', canonicalUrl: '/gioielli', menuType: 'CATALOGUE' });
    const api = routeFetch({
      '/api/external/menu': { body: [menuItem({ children: [gioielli] })] },
      '/api/external/product/catalogue/menu/70': ({ body }) => {
        const filters = (body as { filters: { values: string[] }[] }).filters;
        if (!filters.length) return { body: catalogueAnswer([], 0, [material]) };
        const gold = filters[0]!.values.includes('oro_giallo');
        return { body: catalogueAnswer([1, 2, 3, 4, 5].map((i) => product({ productId: (gold ? 100 : 200) + i, name: `${gold ? 'Oro' : 'Argento'} ${i}`, ranking: i }))) };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const menu = menuItem({ key: 'orEtArgent', label: 'Oro e argento', description: 'Gioielli preziosi.', visuals: [{ type: 'MENU', photo: '/media/oro.svg', name: 'x', menuHref: '' }] });
    render(<GoldSilver language="it" path="/oro-e-argento" apiBaseUrl="" menu={menu} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oro e argento');
    const blocks = await screen.findAllByTestId('gold-silver-block');
    expect(blocks.map((b) => within(b).getByRole('heading').textContent)).toEqual(['Oro', 'Argento']);
    expect(blocks.map((b) => within(b).getAllByTestId('product-card').length)).toEqual([4, 4]);
    const asked = api.calls.filter((c) => c.url.pathname.includes('/catalogue/')).map((c) => c.body);
    expect(asked).toContainEqual({ filters: [{ searchFilter: 'MATERIAL', values: ['argento_925'] }] });
  });
});
