import { describe, expect, it, vi } from 'vitest';
import { menuItem } from '../test-support/menu.ts';
import { screenHasContent } from './menu-screens.ts';
import { reportDuplicatePaths } from './report-duplicates.ts';
import { buildRouteTable } from './route-table.ts';

// Footer lists repeat pages that have their own entry; the API sends them first (lower position).
const footerFaq = () => menuItem({ key: 'footer_2', label: 'Domande frequenti', canonicalUrl: '/faq', position: 2 });
const faq = () => menuItem({ key: 'faq', label: 'Domande frequenti', canonicalUrl: '/faq', gridId: 41, gridTypeId: 5, position: 20 });

describe('one path, one screen (storefront §2 menu-derived routes)', () => {
  it('§2 the entry with content wins a shared path, whichever comes first', () => {
    for (const menu of [[footerFaq(), faq()], [faq(), footerFaq()]]) {
      const table = buildRouteTable(menu);
      expect(table.byPath.get('/faq')?.menu.key).toBe('faq');
      expect(table.routes.filter((route) => route.path === '/faq')).toHaveLength(1);
    }
  });

  it('§2 a shared path is reported with the entry kept and the one ignored', () => {
    const table = buildRouteTable([footerFaq(), faq()]);
    expect(table.duplicates).toEqual([{ path: '/faq', kept: 'faq', dropped: 'footer_2' }]);
    expect(buildRouteTable([faq()]).duplicates).toEqual([]);
  });

  it('§2 when no entry or both have content the first one stays', () => {
    const first = menuItem({ key: 'footer_1', canonicalUrl: '/spedizioni' });
    const second = menuItem({ key: 'footer_9', canonicalUrl: '/spedizioni' });
    expect(buildRouteTable([first, second]).byPath.get('/spedizioni')?.menu.key).toBe('footer_1');
    const list = menuItem({ key: 'letto', canonicalUrl: '/letto', menuType: 'MENU' });
    const page = menuItem({ key: 'letto_page', canonicalUrl: '/letto', gridId: 9, gridTypeId: 2 });
    expect(buildRouteTable([list, page]).byPath.get('/letto')?.menu.key).toBe('letto');
  });

  it('§2 a content page needs a grid; lists, account, checkout and stores draw their own content', () => {
    expect(screenHasContent(footerFaq())).toBe(false);
    expect(screenHasContent(menuItem({ key: 'x', canonicalUrl: '/x', gridTypeId: 5 }))).toBe(false);
    expect(screenHasContent(faq())).toBe(true);
    expect(screenHasContent(menuItem({ key: 'letto', canonicalUrl: '/letto', menuType: 'MENU' }))).toBe(true);
    expect(screenHasContent(menuItem({ key: 'ma_commande', canonicalUrl: '/carrello' }))).toBe(true);
    expect(screenHasContent(menuItem({ key: 'negozi', canonicalUrl: '/negozi' }))).toBe(true);
  });

  it('account §1 the contact page is open to visitors: it is not the sign-in-only account screen', () => {
    const contact = menuItem({ key: 'contact', canonicalUrl: '/contatti', gridId: 46, gridTypeId: 5 });
    const route = buildRouteTable([menuItem({ key: 'footer_1', canonicalUrl: '/contatti' }), contact]).byPath.get('/contatti');
    expect(route?.menu.key).toBe('contact');
    // Issue 14: its own screen, the contact form (mf-account), not the account area behind the sign-in.
    expect(route?.screen).toEqual({ kind: 'remote', remote: 'account', parcel: 'ContactPage' });
  });

  it('warns about shared paths in development, and stays quiet when there are none', () => {
    const warn = vi.fn();
    reportDuplicatePaths(buildRouteTable([footerFaq(), faq()]).duplicates, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/faq: shows faq, ignores footer_2'));
    warn.mockClear();
    reportDuplicatePaths([], warn);
    expect(warn).not.toHaveBeenCalled();
  });
});
