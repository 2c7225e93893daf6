/**
 * Storefront §2 Header and footer, with the demo shop's real menu (the API's seed module, shaped
 * the way GET /menu sends it): no link of the header, the footer or the menu lands on the 404 screen.
 */
import { describe, expect, it } from 'vitest';
import type { Language, MenuItem } from '@trama/shared/contract';
import { footerLinks } from '../footer/footer-links.ts';
import { entryByKey, isExternalHref, menuHref, navEntries, shopsEntry } from './menu-links.ts';
import { screenHasContent } from './menu-screens.ts';
import { resolveRoute, type ResolvedRoute } from './resolve-route.ts';
import { buildRouteTable } from './route-table.ts';
import { seededMenu } from './seeded-menu-fixture.ts';

const LANGUAGES: Language[] = ['it', 'en', 'fr', 'de', 'es'];

/** Every shop link the header and footer draw, and every menu entry. */
function shopLinks(menu: MenuItem[], language: Language): string[] {
  const header = [
    ...navEntries(menu).flatMap(({ item, children }) => [item, ...children]),
    shopsEntry(menu),
    ...['wishlist', 'mon_compte', 'creation_de_compte', 'ma_commande'].map((key) => entryByKey(menu, key)),
  ];
  const footer = [...footerLinks(menu, 'footer', language), ...footerLinks(menu, 'subfooter', language)].map((link) => link.href);
  const hrefs = [...header, entryByKey(menu, 'contact'), ...menu].map((item) => item && menuHref(item, language));
  return [...new Set([`/${language}`, ...hrefs, ...footer])].filter((href): href is string => !!href && !isExternalHref(href));
}

/** The 404 screen: the NotFound parcel, or a content page with no grid to show (it renders the same). */
function landsOn404(route: ResolvedRoute): boolean {
  if (route.status !== 'ok') return true;
  if (route.target.kind !== 'remote' || route.target.remote !== 'content') return false;
  if (route.target.parcel === 'NotFound') return true;
  return route.menu !== null && !screenHasContent(route.menu, { kind: 'remote', remote: 'content', parcel: route.target.parcel } as never);
}

describe('header, footer and menu links of the seeded shop (storefront §2)', () => {
  it.each(LANGUAGES)('§2 no link in %s lands on the 404 screen', (language) => {
    const menu = seededMenu(language);
    const table = buildRouteTable(menu);
    const links = shopLinks(menu, language);
    expect(links.length).toBeGreaterThan(30);
    const broken = links.filter((href) => landsOn404(resolveRoute(href, table)));
    expect(broken).toEqual([]);
  });

  it('§2 the footer and legal pages show their own content page (issue 12: they answered 404)', () => {
    const table = buildRouteTable(seededMenu('it'));
    const keys = ['/contatti', '/faq', '/guida-alle-taglie', '/condizioni-di-vendita', '/note-legali', '/cookie'].map(
      (path) => resolveRoute(`/it${path}`, table).menu?.key,
    );
    expect(keys).toEqual(['contact', 'faq', 'guide_des_tailles', 'cgv', 'mentions_legales', 'cookie']);
  });

  it.each(LANGUAGES)('§2 the seeded menu in %s reports its shared paths, the footer entry always the one ignored', (language) => {
    const { duplicates } = buildRouteTable(seededMenu(language));
    expect(duplicates.length).toBeGreaterThan(0);
    for (const duplicate of duplicates) expect(duplicate.dropped).toMatch(/^(sub)?footer_/);
  });
});
