import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { fakeFetch, product } from '../../test-support/product.ts';
import { SearchBox } from './components/search-box.tsx';
import { SearchPage } from './components/search-page.tsx';

const base = { language: 'it', path: '/search', apiBaseUrl: '' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function recordNavigation() {
  const seen: string[] = [];
  const off = getBus().handle('navigate', ({ to }) => void seen.push(to));
  return { seen, off };
}

describe('header search box', () => {
  it('§2 Enter with criteria goes to the results page', () => {
    const { seen, off } = recordNavigation();
    render(<SearchBox {...base} />);
    const input = screen.getByRole('searchbox', { name: 'Cerca nel negozio' });
    fireEvent.change(input, { target: { value: '  lenzuola matrimoniali ' } });
    fireEvent.submit(input);
    expect(seen).toEqual(['/search?criteria=lenzuola%20matrimoniali']);
    off();
  });

  it('§5 search never fires with empty criteria', () => {
    const { seen, off } = recordNavigation();
    render(<SearchBox {...base} />);
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input);
    expect(seen).toEqual([]);
    off();
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

  it('§7 asks page 0 of 12 by ranking and §5 lists the priced results with comma prices', async () => {
    const api = fakeFetch(200, {
      products: { content: [product(), product({ productId: 102, name: 'Senza prezzo', startingPrice: 0 })], totalElements: 2 },
      categories: [],
    });
    vi.stubGlobal('fetch', api.fetch);
    render(<SearchPage {...base} criteria="aurora" />);
    expect(await screen.findByText('Lenzuolo Aurora')).toBeTruthy();
    expect(screen.queryByText('Senza prezzo')).toBeNull();
    expect(screen.getByText('89,90 €')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/it/letto/lenzuola/lenzuolo-aurora');
    const url = new URL(api.calls[0] ?? '', 'http://shop');
    expect(url.pathname).toBe('/api/external/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ criteria: 'aurora', page: '0', size: '12', sort: 'ranking,asc' });
  });

  it('§8 a failed search shows the translated error, never the server text', async () => {
    vi.stubGlobal('fetch', fakeFetch(500, { statusCode: 500, code: 'BOOM', message: 'stack trace here' }).fetch);
    render(<SearchPage {...base} criteria="aurora" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Si è verificato un errore: aggiorna la pagina o contatta il servizio clienti.',
    );
  });
});
