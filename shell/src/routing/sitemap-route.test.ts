import { describe, expect, it } from 'vitest';
import { menuItem } from '@trama/shared/testing';
import { screenForMenu, screenHasContent } from './menu-screens.ts';
import { buildRouteTable } from './route-table.ts';

describe('sitemap route (storefront §2 Other pages: sitemap)', () => {
  const sitemap = menuItem({ menuId: 98, key: 'plan_du_site', menuType: 'PAGE', canonicalUrl: '/mappa-del-sito', gridId: null, gridTypeId: null });
  const footerCopy = menuItem({ menuId: 113, key: 'subfooter_4', menuType: 'PAGE', canonicalUrl: '/mappa-del-sito', gridId: null, gridTypeId: null });

  it('§2 the menu key plan_du_site shows mf-content\'s SitemapPage, which needs no grid', () => {
    expect(screenForMenu(sitemap)).toEqual({ kind: 'remote', remote: 'content', parcel: 'SitemapPage' });
    expect(screenHasContent(sitemap)).toBe(true);
  });

  it('§2 its footer copy (same path, no grid) does not replace it, in either order', () => {
    for (const menu of [[footerCopy, sitemap], [sitemap, footerCopy]]) {
      const route = buildRouteTable(menu).byPath.get('/mappa-del-sito');
      expect(route?.menu.key).toBe('plan_du_site');
    }
  });
});
