import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { menuItem } from '@trama/shared/testing';
import { catalogueAnswer, product, routeFetch, stubIntersectionObserver } from '../../../test-support/product.ts';
import { ProductList } from './product-list.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const base = { path: '/letto', apiBaseUrl: '', filterPath: '' };
const CATALOGUE = '/api/external/product/catalogue/menu/';
/** The list's own requests (the page also asks the brand's ON_SALE label once, sale-label.ts). */
const listCalls = <C extends { url: URL }>(api: { calls: C[] }): C[] => api.calls.filter((call) => call.url.pathname.startsWith(CATALOGUE));
/** The filters a list offers (its answer's `filters`). */
const OFFERED = [
  { filter: 'Colore', searchFilter: 'COLOR', values: [{ value: '#fff/Bianco', searchValue: 'bianco' }, { value: '#00f/Blu', searchValue: 'blu' }] },
  { filter: 'Promozione', searchFilter: 'PROMOTION', values: [{ value: '-30%', searchValue: '30%' }] },
];
const products = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => product({ productId: from + i, name: `Prodotto ${from + i}`, canonicalUrl: `p-${from + i}` }));

function recordNavigation() {
  const seen: string[] = [];
  const off = getBus().handle('navigate', ({ to }) => void seen.push(to));
  return { seen, off };
}

describe('category page', () => {
  it('§2 a parent entry shows its sub-category tiles first, in menu order, linking in the page language', async () => {
    vi.stubGlobal('fetch', routeFetch({ [CATALOGUE]: { body: catalogueAnswer([]) } }).fetch);
    const menu = menuItem({
      children: [
        menuItem({ menuId: 12, label: 'Copripiumini', canonicalUrl: '/letto/copripiumini', position: 2, level: 1 }),
        menuItem({
          menuId: 11,
          label: 'Lenzuola',
          canonicalUrl: '/letto/lenzuola',
          position: 1,
          level: 1,
          visuals: [{ type: 'MENU', photo: '/media/lenzuola.svg', name: 'Lenzuola', menuHref: '/letto/lenzuola' }],
        }),
      ],
    });
    render(<ProductList {...base} language="en" menu={menu} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Letto');
    const tiles = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('link');
    expect(tiles.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Lenzuola', '/en/letto/lenzuola'],
      ['Copripiumini', '/en/letto/copripiumini'],
    ]);
    expect(await screen.findByText('No products for this selection')).toBeTruthy();
  });

  it('§2 an empty result shows the translated empty text (fr: Aucun produit pour cette sélection)', async () => {
    vi.stubGlobal('fetch', routeFetch({ [CATALOGUE]: { body: catalogueAnswer([]) } }).fetch);
    render(<ProductList {...base} language="fr" menu={menuItem({ label: 'Lenzuola', description: 'Lenzuola in puro cotone.' })} />);
    expect(screen.getByText('Lenzuola in puro cotone.')).toBeTruthy();
    expect((await screen.findByText('Aucun produit pour cette sélection')).getAttribute('role')).toBe('status');
  });

  it('§7 asks page 0 of 24 by ranking for the menu id, with the URL filters as the body', async () => {
    const api = routeFetch({ [CATALOGUE]: { body: catalogueAnswer(products(1, 2), 2, OFFERED) } });
    vi.stubGlobal('fetch', api.fetch);
    render(<ProductList {...base} language="it" menu={menuItem({ menuId: 10 })} filterPath="/filtres/color/bianco-blu/promotion/30{perc}" />);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    const call = listCalls(api)[0]!;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/api/external/product/catalogue/menu/10');
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ page: '0', size: '24', sort: 'ranking,asc' });
    expect(call.body).toEqual({
      filters: [
        { searchFilter: 'COLOR', values: ['bianco', 'blu'] },
        { searchFilter: 'PROMOTION', values: ['30%'] },
      ],
    });
  });

  it('[29.19] a filter the list does not offer (unknown name or value) shows the 404 page, with a way back to the list', async () => {
    for (const filterPath of ['/filtres/colour/anthracite', '/filtres/color/anthracite', '/filtres/color/bianco-anthracite']) {
      const api = routeFetch({ [CATALOGUE]: { body: catalogueAnswer(products(1, 2), 2, OFFERED) } });
      vi.stubGlobal('fetch', api.fetch);
      render(<ProductList {...base} language="it" menu={menuItem({ menuId: 10, label: 'Letto', canonicalUrl: '/letto' })} filterPath={filterPath} />);
      const page = await screen.findByTestId('catalogue-not-found');
      expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Pagina non trovata');
      expect(within(page).getByRole('link', { name: 'Letto' }).getAttribute('href')).toBe('/it/letto');
      expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
      cleanup();
    }
  });

  it('§4 pages accumulate with load more while totalElements differs from the loaded count', async () => {
    const api = routeFetch({
      [CATALOGUE]: ({ url }) => ({ body: catalogueAnswer(url.searchParams.get('page') === '0' ? products(1, 24) : products(25, 6), 30) }),
    });
    vi.stubGlobal('fetch', api.fetch);
    render(<ProductList {...base} language="it" menu={menuItem()} />);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(24);
    expect(screen.getByTestId('product-list-count').textContent).toBe('30 prodotti');
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(30));
    expect(listCalls(api).map((c) => c.url.searchParams.get('page'))).toEqual(['0', '1']);
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('§9 infinite scroll at threshold 0.3 asks the next page', async () => {
    const observed = stubIntersectionObserver();
    const api = routeFetch({ [CATALOGUE]: ({ url }) => ({ body: catalogueAnswer(products(Number(url.searchParams.get('page')) * 24, 24), 48) }) });
    vi.stubGlobal('fetch', api.fetch);
    render(<ProductList {...base} language="it" menu={menuItem()} />);
    await screen.findAllByTestId('product-card');
    await waitFor(() => expect(observed.at(-1)?.threshold).toBe(0.3));
    act(() => observed.at(-1)!.fire());
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(48));
  });

  it('§4 a filter change resets to page 0 and refetches; the choice is written into the URL path', async () => {
    const filters = [{ filter: 'Colore', searchFilter: 'COLOR', values: [{ value: '#ffffff/Bianco', searchValue: 'bianco' }] }];
    const api = routeFetch({ [CATALOGUE]: { body: catalogueAnswer(products(1, 2), 2, filters) } });
    vi.stubGlobal('fetch', api.fetch);
    const { seen, off } = recordNavigation();
    const menu = menuItem({ canonicalUrl: '/letto/lenzuola' });
    const view = render(<ProductList {...base} language="it" menu={menu} />);
    const option = await screen.findByTestId('filter-option');
    expect(option.dataset).toMatchObject({ filter: 'COLOR', value: 'bianco' });
    expect(within(screen.getByTestId('filter-panel')).getByText('Bianco')).toBeTruthy();
    fireEvent.click(option);
    expect(seen).toEqual(['/letto/lenzuola/filtres/color/bianco']);
    // The shell routes back with the new tail: page 0 again, with the filter.
    view.rerender(<ProductList {...base} language="it" menu={menu} filterPath="/filtres/color/bianco" />);
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(listCalls(api)[1]!.url.searchParams.get('page')).toBe('0');
    expect(listCalls(api)[1]!.body).toEqual({ filters: [{ searchFilter: 'COLOR', values: ['bianco'] }] });
    expect((await screen.findByTestId('filter-option')).getAttribute('aria-pressed')).toBe('true');
    off();
  });

  it('[29.13] switching the list to another language asks the list again in that language: cards and filters in the new words', async () => {
    const italian = [{ filter: 'Colore', searchFilter: 'COLOR', values: [{ value: '#ffffff/Bianco', searchValue: 'bianco' }] }];
    const french = [{ filter: 'Couleur', searchFilter: 'COLOR', values: [{ value: '#ffffff/Blanc', searchValue: 'bianco' }] }];
    const api = routeFetch({
      [CATALOGUE]: (call) =>
        call.language === 'fr'
          ? { body: catalogueAnswer([product({ productId: 1, name: 'Drap-housse en lin lavé' })], 1, french) }
          : { body: catalogueAnswer([product({ productId: 1, name: 'Lenzuolo con angoli in lino lavato' })], 1, italian) },
    });
    vi.stubGlobal('fetch', api.fetch);
    const view = render(<ProductList {...base} language="it" menu={menuItem({ label: 'Lenzuola' })} />);
    expect(await screen.findByText('Lenzuolo con angoli in lino lavato')).toBeTruthy();
    // The shell switches the language without a reload: the same menu entry, its French label.
    view.rerender(<ProductList {...base} language="fr" menu={menuItem({ label: 'Draps' })} />);
    expect(await screen.findByText('Drap-housse en lin lavé')).toBeTruthy();
    expect(screen.queryByText('Lenzuolo con angoli in lino lavato')).toBeNull();
    expect(within(screen.getByTestId('filter-panel')).getByText('Blanc')).toBeTruthy();
    expect(listCalls(api).map((call) => call.language)).toEqual(['it', 'fr']);
  });

  it('§4 sorts by price ask the server again from page 0', async () => {
    const list = [product({ productId: 1, name: 'Pieno' }), product({ productId: 2, name: 'Scontato', oldPrice: 120, discountDetail: { percentage: 25 } })];
    const api = routeFetch({ [CATALOGUE]: { body: catalogueAnswer(list) } });
    vi.stubGlobal('fetch', api.fetch);
    render(<ProductList {...base} language="it" menu={menuItem()} />);
    await screen.findByText('Pieno');
    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'price,desc' } });
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(listCalls(api)[1]!.url.searchParams.get('sort')).toBe('price,desc');
    expect(listCalls(api)[1]!.url.searchParams.get('page')).toBe('0');
  });

  it('§4 promotions only asks the API for them: the counter equals the cards once every page is loaded (issue 12)', async () => {
    // 83 products, 28 of them on promotion: the API's answer for each sort, paged like the API.
    const all = Array.from({ length: 83 }, (_, i) =>
      product({ productId: i + 1, name: `Prodotto ${i + 1}`, canonicalUrl: `p-${i + 1}`, ...(i % 3 === 0 ? { oldPrice: 120, discountDetail: { percentage: 20 } } : {}) }),
    );
    const promoted = all.filter((p) => p.discountDetail !== null);
    const api = routeFetch({
      [CATALOGUE]: ({ url }) => {
        const chosen = url.searchParams.get('sort') === 'promotions' ? promoted : all;
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('size'));
        return { body: catalogueAnswer(chosen.slice(page * size, (page + 1) * size), chosen.length) };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    render(<ProductList {...base} language="it" menu={menuItem()} />);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(24));
    expect(screen.getByTestId('product-list-count').textContent).toMatch(/^83 /);
    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'promotions' } });
    await waitFor(() => expect(screen.getByTestId('product-list-count').textContent).toMatch(/^28 /));
    expect(promoted).toHaveLength(28);
    while (screen.queryByTestId('load-more')) {
      const shown = screen.getAllByTestId('product-card').length;
      fireEvent.click(screen.getByTestId('load-more'));
      await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBeGreaterThan(shown));
    }
    const cards = screen.getAllByTestId('product-card');
    expect(cards.map((c) => Number(c.dataset.productId))).toEqual(promoted.map((p) => p.productId));
    expect(screen.getByTestId('product-list-count').textContent).toMatch(new RegExp(`^${cards.length} `));
    expect(listCalls(api).slice(1).map((c) => [c.url.searchParams.get('sort'), c.url.searchParams.get('page')])).toEqual([
      ['promotions', '0'],
      ['promotions', '1'],
    ]);
  });

  it('§2 a card click stores the list as backLink for the product page', async () => {
    vi.stubGlobal('fetch', routeFetch({ [CATALOGUE]: { body: catalogueAnswer(products(1, 1)) } }).fetch);
    const { off } = recordNavigation();
    history.pushState(null, '', '/it/letto/filtres/color/bianco');
    render(<ProductList {...base} language="it" menu={menuItem()} />);
    const card = await screen.findByTestId('product-card');
    expect(card.dataset.productId).toBe('1');
    // §4 every card carries the wishlist heart and its photo has a size (no layout shift).
    expect(within(card).getByTestId('wishlist-heart').getAttribute('aria-pressed')).toBe('false');
    expect([card.querySelector('img')?.getAttribute('width'), card.querySelector('img')?.getAttribute('height')]).toEqual(['240', '300']);
    fireEvent.click(within(card).getByRole('link'));
    expect(sessionStorage.getItem('backLink')).toBe('/it/letto/filtres/color/bianco');
    off();
  });
});

describe('an empty list with filters (issue 17 §5)', () => {
  const filters = [
    { filter: 'Colore', searchFilter: 'COLOR', values: [{ value: '#ffffff/Bianco', searchValue: 'bianco' }] },
    { filter: 'Misura', searchFilter: 'SIZE', values: [{ value: '160x280', searchValue: '160x280' }] },
  ];

  it('issue 17 §5 offers to take off each filter by its name, or all of them, and goes to that list', async () => {
    vi.stubGlobal('fetch', routeFetch({ [CATALOGUE]: { body: catalogueAnswer([], 0, filters) } }).fetch);
    const { seen, off } = recordNavigation();
    render(<ProductList {...base} language="it" menu={menuItem({ canonicalUrl: '/letto' })} filterPath="/filtres/color/bianco/size/160x280" />);
    expect(await screen.findByText('Nessun prodotto per questa selezione')).toBeTruthy();
    const chips = within(screen.getByTestId('active-filters')).getAllByRole('button');
    expect(chips.map((b) => b.getAttribute('aria-label'))).toEqual(['Togli il filtro Bianco', 'Togli il filtro 160x280']);
    fireEvent.click(chips[0] as HTMLElement);
    fireEvent.click(screen.getByTestId('clear-filters'));
    expect(seen).toEqual(['/letto/filtres/size/160x280', '/letto']);
    off();
  });

  it('an empty list without filters has nothing to take off', async () => {
    vi.stubGlobal('fetch', routeFetch({ [CATALOGUE]: { body: catalogueAnswer([], 0, filters) } }).fetch);
    render(<ProductList {...base} language="it" menu={menuItem()} />);
    expect(await screen.findByText('Nessun prodotto per questa selezione')).toBeTruthy();
    expect(screen.queryByTestId('active-filters')).toBeNull();
    expect(screen.queryByTestId('clear-filters')).toBeNull();
  });
});
