import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { menuEntry } from '../../test/menu.ts';
import { json, recordNavigation, stubFetch } from '../../test/network.ts';
import { SitemapPage } from './components/sitemap-page.tsx';
import { sitemap } from './model/sitemap.ts';

const sheets = menuEntry({ menuId: 11, key: 'lenzuola', label: 'Lenzuola', menuType: 'CATALOGUE', canonicalUrl: '/letto/lenzuola', position: 1, parent: 10 });
const pillows = menuEntry({ menuId: 12, key: 'cuscini', label: 'Cuscini', menuType: 'CATALOGUE', canonicalUrl: '/letto/cuscini', position: 2, parent: 10 });
const MENU = [
  menuEntry({ menuId: 20, key: 'bagno', label: 'Bagno', menuType: 'MENU', canonicalUrl: '/bagno', position: 2 }),
  menuEntry({ menuId: 10, key: 'letto', label: 'Letto', menuType: 'MENU', canonicalUrl: '/letto', position: 1, children: [pillows, sheets] }),
  menuEntry({ menuId: 60, key: 'la_nostra_storia', label: 'La nostra storia', canonicalUrl: '/la-nostra-storia', position: 10 }),
  menuEntry({ menuId: 73, key: 'guide_des_tailles', label: 'Guida alle taglie', canonicalUrl: '/guida-alle-taglie', position: 23 }),
  menuEntry({ menuId: 80, key: 'mon_compte', label: 'Il mio account', canonicalUrl: '/il-mio-account', position: 30 }),
  // The API lists sub-entries again after their parent (storefront §3 Menu item: level, parent).
  sheets,
  pillows,
  menuEntry({ menuId: 81, key: 'mes_commandes', label: 'I miei ordini', canonicalUrl: '/il-mio-account/ordini', position: 1, parent: 80 }),
  menuEntry({ menuId: 86, key: 'ma_commande', label: 'Carrello', canonicalUrl: '/carrello', position: 31 }),
  menuEntry({ menuId: 98, key: 'plan_du_site', label: 'Mappa del sito', canonicalUrl: '/mappa-del-sito', position: 43, gridId: null, gridTypeId: null }),
  menuEntry({ menuId: 102, key: 'footer_3', label: 'Guida alle taglie', canonicalUrl: '/guida-alle-taglie', position: 3 }),
  menuEntry({ menuId: 112, key: 'subfooter_3_ext', label: 'Lavora con noi', canonicalUrl: 'https://careers.trama.example/', position: 3 }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sitemap (storefront §2 Other pages: categories and pages)', () => {
  it('§2 lists the categories with their sub-categories, then the public pages, both in menu order', () => {
    const map = sitemap(MENU);
    expect(map.categories.map((c) => [c.label, c.children.map((child) => child.label)])).toEqual([
      ['Letto', ['Lenzuola', 'Cuscini']],
      ['Bagno', []],
    ]);
    expect(map.pages.map((p) => p.path)).toEqual(['/la-nostra-storia', '/guida-alle-taglie']);
  });

  it('leaves out the account area, the basket, the sitemap itself, footer copies and links outside the shop', () => {
    const keys = sitemap(MENU).pages.map((p) => p.key);
    for (const key of ['mon_compte', 'mes_commandes', 'lenzuola', 'ma_commande', 'plan_du_site', 'footer_3', 'subfooter_3_ext']) expect(keys).not.toContain(key);
    expect(sitemap(null)).toEqual({ categories: [], pages: [] });
  });

  it('§2 the page draws the menu as links of its language that go through the shell router', async () => {
    const calls = stubFetch((url) => (url.pathname === '/api/external/menu' ? json(MENU) : json({}, 404)));
    const nav = recordNavigation();
    try {
      render(<SitemapPage language="fr" path="/mappa-del-sito" apiBaseUrl="" menu={MENU.find((m) => m.key === 'plan_du_site')!} gridId={null} gridTypeId={null} />);
      const categories = await screen.findByTestId('sitemap-categories');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mappa del sito');
      expect(within(categories).getByRole('link', { name: 'Lenzuola' }).getAttribute('href')).toBe('/fr/letto/lenzuola');
      const pages = screen.getByTestId('sitemap-pages');
      expect(within(pages).getAllByRole('link').map((a) => a.textContent)).toEqual(['La nostra storia', 'Guida alle taglie']);
      within(pages).getByRole('link', { name: 'La nostra storia' }).click();
      expect(nav.seen).toEqual([{ to: '/la-nostra-storia', replace: false }]);
      expect(String(calls.mock.calls[0]?.[0])).toContain('/api/external/menu');
    } finally {
      nav.off();
    }
  });
});
