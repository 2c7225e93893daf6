import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { menuItem } from '@trama/shared/testing';
import { fakeFetch, product, routeFetch, stubIntersectionObserver } from '../../test-support/product.ts';
import { SearchBox, SUGGEST_DELAY_MS } from './components/search-box.tsx';
import { SearchPage } from './components/search-page.tsx';
import { priced } from './model/search-path.ts';

const base = { language: 'it', path: '/search', apiBaseUrl: '' };
const SEARCH = '/api/external/search';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function recordNavigation() {
  const seen: string[] = [];
  const off = getBus().handle('navigate', ({ to }) => void seen.push(to));
  return { seen, off };
}

const answer = (content = [product()], totalElements = content.length, categories: unknown[] = []) => ({
  body: { products: { content, totalElements }, categories },
});

describe('header search box', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it('§2 Enter with criteria goes to the results page', () => {
    vi.stubGlobal('fetch', routeFetch({ [SEARCH]: answer() }).fetch);
    const { seen, off } = recordNavigation();
    render(<SearchBox {...base} />);
    const input = screen.getByTestId('search-input');
    fireEvent.change(input, { target: { value: '  lenzuola matrimoniali ' } });
    fireEvent.submit(input);
    expect(seen).toEqual(['/search?criteria=lenzuola%20matrimoniali']);
    off();
  });

  it('§5 search never fires with empty criteria: no navigation, no suggestion request', async () => {
    const api = routeFetch({ [SEARCH]: answer() });
    vi.stubGlobal('fetch', api.fetch);
    const { seen, off } = recordNavigation();
    render(<SearchBox {...base} />);
    const input = screen.getByRole('combobox', { name: 'Cerca nel negozio' });
    fireEvent.change(input, { target: { value: '   ' } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS * 2));
    fireEvent.submit(input);
    expect(seen).toEqual([]);
    expect(api.calls).toEqual([]);
    off();
  });

  it('§9 suggestions ask 4 by ranking once typing pauses, and §5 show only priced products', async () => {
    const api = routeFetch({ [SEARCH]: answer([product(), product({ productId: 2, name: 'Gratis', startingPrice: 0 })]) });
    vi.stubGlobal('fetch', api.fetch);
    render(<SearchBox {...base} />);
    const input = screen.getByTestId('search-input');
    fireEvent.change(input, { target: { value: 'au' } });
    fireEvent.change(input, { target: { value: 'aurora' } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS + 10));
    await waitFor(() => expect(screen.getAllByTestId('search-suggestion')).toHaveLength(1));
    expect(api.calls).toHaveLength(1);
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({ criteria: 'aurora', page: '0', size: '4', sort: 'ranking,asc' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox')).toBe(screen.getByTestId('search-suggestions'));
  });

  it('arrow keys move through the suggestions, Enter opens the chosen product, Escape closes the list', async () => {
    vi.stubGlobal('fetch', routeFetch({ [SEARCH]: answer([product(), product({ productId: 2, name: 'Telo', canonicalUrl: 'telo', menuCanonicalUrl: '/bagno' })]) }).fetch);
    const { seen, off } = recordNavigation();
    render(<SearchBox {...base} />);
    const input = screen.getByTestId('search-input');
    fireEvent.change(input, { target: { value: 'a' } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS + 10));
    await screen.findAllByTestId('search-suggestion');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.submit(input);
    expect(seen).toEqual(['/letto/lenzuola/lenzuolo-aurora']);
    off();
  });

  it('§5 the suggestions filter keeps only products with startingPrice above 0, at most the size', () => {
    const list = [product({ startingPrice: 0 }), product({ productId: 2 }), product({ productId: 3 })];
    expect(priced(list, 1).map((p) => p.productId)).toEqual([2]);
  });
});

describe('search results page', () => {
  it('§8 empty criteria shows searching.1 and asks nothing of the API', () => {
    const api = fakeFetch(200, {});
    vi.stubGlobal('fetch', api.fetch);
    render(<SearchPage {...base} criteria=" " />);
    expect(screen.getByText('Scrivi cosa stai cercando.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('§7 asks page 0 of 12 by ranking; §5 lists priced results with comma prices and category facets', async () => {
    const api = routeFetch({
      [SEARCH]: answer([product(), product({ productId: 102, name: 'Senza prezzo', startingPrice: 0 })], 2, [
        { labelLevel0: 'Letto', labelLevel1: 'Letto', labelLevel2: 'Lenzuola', canonicalUrlLevel2: '/letto/lenzuola', totalMatched: 3, discountDetail: null },
      ]),
    });
    vi.stubGlobal('fetch', api.fetch);
    render(<SearchPage {...base} criteria="aurora" />);
    expect(await screen.findByText('Lenzuolo Aurora')).toBeTruthy();
    expect(screen.queryByText('Senza prezzo')).toBeNull();
    expect(screen.getByText('89,90 €')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lenzuola (3)' }).getAttribute('href')).toBe('/it/letto/lenzuola');
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({ criteria: 'aurora', page: '0', size: '12', sort: 'ranking,asc' });
  });

  it('§4 results accumulate for the same criteria with infinite scroll at threshold 0.5', async () => {
    const observers = stubIntersectionObserver();
    const page = (n: number) => Array.from({ length: 12 }, (_, i) => product({ productId: n * 12 + i + 1, name: `P${n * 12 + i + 1}` }));
    const api = routeFetch({ [SEARCH]: ({ url }) => answer(page(Number(url.searchParams.get('page'))), 24) });
    vi.stubGlobal('fetch', api.fetch);
    render(<SearchPage {...base} criteria="aurora" />);
    await screen.findByText('P1');
    // The sentinel's observer starts in an effect after the first results paint: wait for it.
    await waitFor(() => expect(observers.at(-1)?.threshold).toBe(0.5));
    act(() => observers.at(-1)!.fire());
    await screen.findByText('P24');
    expect(screen.getAllByTestId('product-card')).toHaveLength(24);
  });

  it('§8 a failed search shows the translated error, never the server text', async () => {
    vi.stubGlobal('fetch', fakeFetch(500, { statusCode: 500, code: 'BOOM', message: 'stack trace here' }).fetch);
    render(<SearchPage {...base} criteria="aurora" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Si è verificato un errore: aggiorna la pagina o contatta il servizio clienti.');
  });
});

describe('search without results (issue 17 §5, storefront "search with best sellers")', () => {
  const RANKING = '/api/external/clickstream/recommended-products';
  const MENU = '/api/external/menu';
  const menu = [
    menuItem({ menuId: 10, key: 'letto', menuType: 'MENU', canonicalUrl: '/bed', label: 'Bed', parent: null, position: 1 }),
    menuItem({ menuId: 20, key: 'bagno', menuType: 'MENU', canonicalUrl: '/bath', label: 'Bath', parent: null, position: 2 }),
  ];
  /** The catalogue knows 'sheet' (and a typo of it through the name search), nothing with 'zebra'. */
  const search = (call: { url: URL }) => {
    const criteria = call.url.searchParams.get('criteria') ?? '';
    const known = !criteria.includes('zebra');
    return answer(known ? [product({ name: 'Washed linen sheet' })] : [], known ? 5 : 0);
  };

  it('issue 17 §5 says nothing matched, offers shorter corrected phrases, the categories and the best sellers', async () => {
    const api = routeFetch({ [SEARCH]: search, [MENU]: { body: menu }, [RANKING]: { body: [product({ productId: 7, name: 'Best seller', canonicalUrl: 'best' })] } });
    vi.stubGlobal('fetch', api.fetch);
    render(<SearchPage {...base} language="en" criteria="shet zebra" />);
    const empty = await screen.findByTestId('search-no-results');
    expect(within(empty).getByRole('heading', { level: 2 }).textContent).toBe('No products found for “shet zebra”.');
    const phrases = within(await screen.findByTestId('search-phrase-suggestions')).getAllByRole('link');
    expect(phrases.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['sheet', '/en/search?criteria=sheet']]);
    const categories = await screen.findByRole('navigation', { name: 'Explore our categories' });
    expect(within(categories).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/en/bed', '/en/bath']);
    const bestSellers = await screen.findByTestId('best-sellers');
    expect(within(bestSellers).getByRole('link', { name: /Best seller/ }).getAttribute('href')).toBe('/en/letto/lenzuola/best');
  });

  it('a search with results shows neither suggestions nor best sellers', async () => {
    const api = routeFetch({ [SEARCH]: search, [MENU]: { body: menu }, [RANKING]: { body: [product({ productId: 7 })] } });
    vi.stubGlobal('fetch', api.fetch);
    render(<SearchPage {...base} criteria="sheet" />);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    expect(screen.queryByTestId('search-no-results')).toBeNull();
    expect(api.calls.map((c) => c.url.pathname)).toEqual([SEARCH]);
  });
});
