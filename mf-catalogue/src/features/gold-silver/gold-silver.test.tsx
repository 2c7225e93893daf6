import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { menuItem } from '@trama/shared/testing';
import { catalogueAnswer, product, routeFetch } from '../../test-support/product.ts';
import { GoldSilver } from './components/gold-silver.tsx';
import { blockProducts, materialValues } from './model/gold-silver.ts';
import { goldSilverGrid } from './model/gold-silver-grid.ts';

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

  const cms = (section: number, name: string, value: string, type: 'TEXT' | 'PHOTO' = 'TEXT', altText: string | null = null) => ({
    section,
    widget: 1,
    position: 1,
    type,
    name,
    value,
    altText,
    menuHref: null,
  });
  const GRID_34 = [
    cms(1, 'Photo', '/media/editorial/oro-argento-cover.svg', 'PHOTO', 'Oro e argento'),
    cms(1, 'Title', 'Oro e argento'),
    cms(1, 'Subtitle', 'Due metalli, una sola mano'),
    cms(2, 'Title', 'Oro giallo'),
    cms(2, 'Text', 'Lucidato a mano.'),
    cms(3, 'Title', 'Argento 925'),
  ];

  it('§2 the cover, and the heading and lead of each block, come from the CMS grid the menu entry names', () => {
    expect(goldSilverGrid(GRID_34)).toEqual({
      cover: { photo: '/media/editorial/oro-argento-cover.svg', alt: 'Oro e argento', title: 'Oro e argento', subtitle: 'Due metalli, una sola mano' },
      gold: { title: 'Oro giallo', text: 'Lucidato a mano.' },
      silver: { title: 'Argento 925', text: null },
    });
    expect(goldSilverGrid([])).toEqual({ cover: null, gold: { title: null, text: null }, silver: { title: null, text: null } });
  });

  it('§2 the page shows grid 34\'s cover photo and subtitle above the blocks, whatever the menu entry carries', async () => {
    const gioielli = menuItem({ menuId: 70, key: 'gioielli', canonicalUrl: '/gioielli', menuType: 'CATALOGUE' });
    const api = routeFetch({
      '/api/external/menu': { body: [menuItem({ children: [gioielli] })] },
      '/api/external/content/grid/34': { body: GRID_34 },
      '/api/external/product/catalogue/menu/70': ({ body }) => {
        const filters = (body as { filters: { values: string[] }[] }).filters;
        if (!filters.length) return { body: catalogueAnswer([], 0, [material]) };
        return { body: catalogueAnswer([product({ productId: filters[0]!.values.includes('oro_giallo') ? 101 : 201 })]) };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const menu = menuItem({ key: 'orEtArgent', label: 'Oro e argento', gridId: 34, gridTypeId: 4, visuals: [] });
    render(<GoldSilver language="it" path="/oro-e-argento" apiBaseUrl="" menu={menu} />);
    const blocks = await screen.findAllByTestId('gold-silver-block');
    const cover = screen.getByTestId('gold-silver-cover');
    expect(cover.querySelector('img')?.getAttribute('src')).toBe('/media/editorial/oro-argento-cover.svg');
    expect(cover.querySelector('img')?.getAttribute('alt')).toBe('Oro e argento');
    expect(cover.textContent).toContain('Due metalli, una sola mano');
    expect(blocks.map((b) => within(b).getByRole('heading').textContent)).toEqual(['Oro giallo', 'Argento 925']);
    expect(blocks[0]!.textContent).toContain('Lucidato a mano.');
  });
});
