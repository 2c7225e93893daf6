import { describe, expect, it } from 'vitest';
import { menuItem } from '@trama/shared/testing';
import { linenSheet } from '../../../test-support/seeded-products.ts';
import { canonicalRedirect } from './canonical-path.ts';

/** The French answer for the sheet: its slug and its menu entry's path in French (issue 17 §3). */
const frenchSheet = { ...linenSheet, canonicalUrl: 'drap-en-lin-sauge-1203', menuCanonicalUrl: '/lit/draps', productUrl: '/lit/draps/drap-en-lin-sauge-1203' };
const draps = menuItem({ menuId: 11, label: 'Draps', canonicalUrl: '/lit/draps' });

describe('canonical product path in the page language (storefront §2, issue 17 §3)', () => {
  it('issue 17 §3 an Italian slug on a French page moves to the French slug', () => {
    expect(canonicalRedirect(frenchSheet, draps, linenSheet.canonicalUrl)).toBe('/lit/draps/drap-en-lin-sauge-1203');
  });

  it('issue 17 §3 an Italian menu path with a French slug moves to the French menu path', () => {
    const lenzuola = menuItem({ menuId: 11, label: 'Draps', canonicalUrl: '/letto/lenzuola' });
    expect(canonicalRedirect(frenchSheet, lenzuola, frenchSheet.canonicalUrl)).toBe('/lit/draps/drap-en-lin-sauge-1203');
  });

  it('issue 17 §3 the French path of a French page stays', () => {
    expect(canonicalRedirect(frenchSheet, draps, 'drap-en-lin-sauge-1203')).toBeNull();
  });
});
