import { describe, expect, it } from 'vitest';
import { menuItem } from '@trama/shared/testing';
import { canonicalRedirect, sectionPaths } from './account-sections.ts';

describe('account sections', () => {
  it('§2 finds the account pages and the return page among the menu entries, by key', () => {
    const hub = menuItem({
      key: 'mon_compte',
      canonicalUrl: '/il-mio-account',
      children: [
        menuItem({ key: 'mes_commandes', canonicalUrl: '/il-mio-account/ordini' }),
        menuItem({ key: 'mes_adresses', canonicalUrl: '/il-mio-account/indirizzi' }),
        menuItem({ key: 'mes_retours', canonicalUrl: '/il-mio-account/resi' }),
        menuItem({ key: 'contact', canonicalUrl: '/contatti' }),
      ],
    });
    expect(sectionPaths(hub, [menuItem({ key: 'retour', canonicalUrl: '/reso' })])).toEqual({
      mon_compte: '/il-mio-account',
      mes_commandes: '/il-mio-account/ordini',
      mes_adresses: '/il-mio-account/indirizzi',
      mes_retours: '/il-mio-account/resi',
      retour: '/reso',
    });
  });

  it('§2 a path other than the canonical path redirects to it, keeping the query', () => {
    const entry = { canonicalUrl: '/il-mio-account/ordini' };
    expect(canonicalRedirect('/il-mio-account/ordini', entry)).toBeNull();
    expect(canonicalRedirect('/Il-Mio-Account/ordini/', entry)).toBeNull();
    expect(canonicalRedirect('/account/orders', entry)).toBe('/il-mio-account/ordini');
    expect(canonicalRedirect('/return', { canonicalUrl: '/reso' }, '?orderId=7')).toBe('/reso?orderId=7');
  });
});
