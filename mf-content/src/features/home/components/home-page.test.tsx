import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import type { ContentItem, LoadParcel } from '@trama/shared/contract';
import type { ParcelConfigObject } from 'single-spa';
import { resetContentGridCache } from '../../../components/grid/use-content-grid.ts';
import { item, json, linkWidgets, recordNavigation, stubGrids } from '../../../test/network.ts';
import { HomePage } from './home-page.tsx';

const props = { language: 'it', path: '/', apiBaseUrl: '' };

function homeGrid(banners: number): ContentItem[] {
  return [
    ...Array.from({ length: banners }, (_, i) => [
      item(1, i + 1, 'Photo', `/media/banner-${i + 1}.svg`, { altText: `Banner ${i + 1}` }),
      item(1, i + 1, 'Title', `Collezione ${i + 1}`),
      item(1, i + 1, 'Link', 'Scopri', { menuHref: '/letto' }),
    ]).flat(),
    item(2, 1, 'Photo', '/media/cat-letto.svg'),
    item(2, 1, 'Title', 'Letto'),
    item(2, 1, 'Text', 'Lenzuola e copripiumini'),
    item(2, 1, 'Link', 'Scopri', { menuHref: '/letto' }),
    ...linkWidgets(3, { Lenzuola: '/letto/lenzuola', Asciugamani: '/bagno/asciugamani', Tovaglie: '/tavola/tovaglie' }),
    item(3, 4, 'Photo', '/media/block.svg', { altText: 'Tavola apparecchiata' }),
    item(4, 1, 'Title', 'Gioielli'),
    item(4, 1, 'Link', 'Scopri', { menuHref: '/gioielli' }),
  ];
}

let nav: ReturnType<typeof recordNavigation>;

beforeEach(() => {
  resetContentGridCache();
  window.history.replaceState(null, '', '/it');
  window.localStorage.clear();
  nav = recordNavigation();
});

afterEach(() => {
  cleanup();
  nav.off();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Stands in for catalogue's RecommendedProducts: a real parcel that shows the language it got. */
function recommendedParcel(): ParcelConfigObject {
  return {
    bootstrap: async () => undefined,
    mount: async (p) => {
      const { domElement, language } = p as unknown as { domElement: HTMLElement; language: string };
      domElement.innerHTML = `<section data-testid="recommended-products">Consigliati (${language})</section>`;
    },
    unmount: async (p) => {
      (p as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    },
  };
}

describe('home page', () => {
  it('§2 shows the banners, the category grid, the three-links block and the second grid', async () => {
    stubGrids({ 21: homeGrid(3) });
    render(<HomePage {...props} />);
    expect(await screen.findByAltText('Banner 1')).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /di 3/ })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Letto' })).toBeTruthy();
    expect(screen.getByText('Lenzuola e copripiumini')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Letto.*Scopri/ }).getAttribute('href')).toBe('/it/letto');
    for (const name of ['Lenzuola', 'Asciugamani', 'Tovaglie']) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByAltText('Tavola apparecchiata')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gioielli' })).toBeTruthy();
  });

  it('the first banner is the LCP image: sized and fetched first, the others lazy', async () => {
    stubGrids({ 21: homeGrid(2) });
    render(<HomePage {...props} />);
    const first = await screen.findByAltText('Banner 1');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('width')).toBeTruthy();
    expect(first.getAttribute('height')).toBeTruthy();
    expect(screen.getByAltText('Banner 2').getAttribute('loading')).toBe('lazy');
    expect(screen.getByAltText('Tavola apparecchiata').getAttribute('loading')).toBe('lazy');
  });

  it('§2 the banner slider shows nothing when it has one banner', async () => {
    stubGrids({ 21: homeGrid(1) });
    render(<HomePage {...props} />);
    await screen.findByRole('heading', { name: 'Letto' });
    expect(screen.queryByAltText('Banner 1')).toBeNull();
    expect(screen.queryByRole('region', { name: 'In evidenza' })).toBeNull();
  });

  it('§4 a 503 on grid 21 sends the shopper to /503', async () => {
    stubGrids({ 21: json({ statusCode: 503, code: 'UNAVAILABLE', message: 'maintenance' }, 503) });
    render(<HomePage {...props} />);
    await waitFor(() => expect(nav.seen).toEqual([{ to: '/503', replace: true }]));
  });

  it('§8 any other failure shows error_message and stays on the page', async () => {
    stubGrids({ 21: json({ statusCode: 500, code: 'BOOM', message: 'database exploded' }, 500) });
    render(<HomePage {...props} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Si è verificato un errore: aggiorna la pagina o contatta il servizio clienti.');
    expect(alert.textContent).not.toContain('database');
    expect(nav.seen).toEqual([]);
  });

  it('§4 the home itself stores no affiliate value: the shell keeps it, by consent (shell/src/marketing)', async () => {
    window.history.replaceState(null, '', '/it?awc=1234_xyz');
    stubGrids({ 21: homeGrid(2) });
    render(<HomePage {...props} />);
    await screen.findByAltText('Banner 1');
    expect(window.localStorage.getItem('awinAwc')).toBeNull();
    expect(nav.seen).toEqual([]);
  });

  it('asks the API for grid 21 in the shopper language', async () => {
    const api = getApiClient();
    api.configure({ language: 'en' });
    try {
      const fetchMock = stubGrids({ 21: homeGrid(2) });
      render(<HomePage {...props} language="en" />);
      await screen.findByAltText('Banner 1');
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(String(url)).toBe('/api/external/content/grid/21');
      expect((init?.headers as Record<string, string>).language).toBe('en');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trama — home linen and fashion');
    } finally {
      api.configure({ language: 'it' });
    }
  });

  it('§2 the category grid is followed by the recommended-products slider, asked of the shell', async () => {
    stubGrids({ 21: homeGrid(2) });
    const loadParcel = vi.fn<LoadParcel>(() => Promise.resolve(recommendedParcel()));
    render(<HomePage {...props} loadParcel={loadParcel} />);
    const slider = await screen.findByTestId('recommended-products');
    expect(loadParcel).toHaveBeenCalledWith('catalogue', 'RecommendedProducts');
    expect(slider.textContent).toBe('Consigliati (it)');
    const grid = screen.getByRole('heading', { name: 'Letto' });
    const links = screen.getByRole('link', { name: 'Lenzuola' });
    // Right after section 2 (category grid), before the three-links block.
    expect(grid.compareDocumentPosition(slider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(slider.compareDocumentPosition(links) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('§2 with the catalogue switched off the home still renders fully, without the slider', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubGrids({ 21: homeGrid(2) });
    const loadParcel = vi.fn<LoadParcel>(() => Promise.reject(new Error('remote catalogue is not available')));
    render(<HomePage {...props} loadParcel={loadParcel} />);
    expect(await screen.findByAltText('Banner 1')).toBeTruthy();
    await waitFor(() => expect(loadParcel).toHaveBeenCalledWith('catalogue', 'RecommendedProducts'));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Letto' })).toBeTruthy();
    for (const name of ['Lenzuola', 'Asciugamani', 'Tovaglie']) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gioielli' })).toBeTruthy();
    expect(screen.queryByTestId('recommended-products')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
