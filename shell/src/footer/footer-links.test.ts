import { describe, expect, it } from 'vitest';
import { menuItem, shopMenu } from '../test-support/menu.ts';
import { footerLinks, footerNumber } from './footer-links.ts';

describe('footer link lists (storefront §2 Header and footer)', () => {
  it('§2 footer links come from footer_N keys, ordered by N as a number (2 before 10)', () => {
    expect(footerLinks(shopMenu(), 'footer', 'it').map((l) => l.key)).toEqual(['footer_1', 'footer_2', 'footer_3_ext', 'footer_10']);
  });

  it('§2 the subfooter list is separate and ordered the same way', () => {
    expect(footerLinks(shopMenu(), 'subfooter', 'it').map((l) => l.label)).toEqual(['Note legali', 'Cookie']);
  });

  it('§2 keys containing _ext open in a new tab; the others are shop links in the page language', () => {
    const links = footerLinks(shopMenu(), 'footer', 'fr');
    expect(links.find((l) => l.key === 'footer_3_ext')).toMatchObject({ newTab: true, internal: false, href: 'https://www.linkedin.com/company/trama' });
    expect(links.find((l) => l.key === 'footer_2')).toMatchObject({ newTab: false, internal: true, href: '/fr/spedizioni' });
  });

  it('§2 an _ext entry with a shop path still opens in a new tab', () => {
    const links = footerLinks([menuItem({ key: 'footer_4_ext', canonicalUrl: '/catalogo-pdf' })], 'footer', 'it');
    expect(links).toEqual([{ key: 'footer_4_ext', label: 'footer_4_ext', href: '/it/catalogo-pdf', newTab: true, internal: true }]);
  });

  it('reads the number after the underscore; a key without one goes last', () => {
    expect(footerNumber('footer_12')).toBe(12);
    expect(footerNumber('subfooter_3_ext')).toBe(3);
    expect(footerNumber('footer_ext_7')).toBe(7);
    expect(footerNumber('footer_misc')).toBe(Number.POSITIVE_INFINITY);
  });

  it('an entry without a usable link is left out rather than linking nowhere', () => {
    expect(footerLinks([menuItem({ key: 'footer_1', canonicalUrl: '' })], 'footer', 'it')).toEqual([]);
  });
});
