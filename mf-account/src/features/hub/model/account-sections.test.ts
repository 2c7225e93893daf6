import { describe, expect, it } from 'vitest';
import { menuItem } from '@trama/shared/testing';
import { sectionPaths } from './account-sections.ts';

describe('account sections', () => {
  it('§2 finds the pages of the hub tiles among the menu entries, by key', () => {
    const hub = menuItem({
      key: 'mon_compte',
      canonicalUrl: '/il-mio-account',
      children: [
        menuItem({ key: 'mes_commandes', canonicalUrl: '/il-mio-account/ordini' }),
        menuItem({ key: 'mes_adresses', canonicalUrl: '/il-mio-account/indirizzi' }),
        menuItem({ key: 'mes_retours', canonicalUrl: '/il-mio-account/resi' }),
      ],
    });
    expect(sectionPaths(hub)).toEqual({ mes_commandes: '/il-mio-account/ordini', mes_adresses: '/il-mio-account/indirizzi' });
  });
});
