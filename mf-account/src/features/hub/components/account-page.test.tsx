import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import { EventBus, getBus } from '@trama/shared/bus';
import { menuItem } from '@trama/shared/testing';
import { serveApi } from '../../../test-support/fetch-double.ts';
import { AccountPage } from './account-page.tsx';

const children = [
  menuItem({ key: 'mes_commandes', canonicalUrl: '/il-mio-account/ordini', parent: 80 }),
  menuItem({ key: 'mes_adresses', canonicalUrl: '/il-mio-account/indirizzi', parent: 80 }),
  menuItem({ key: 'mes_retours', canonicalUrl: '/il-mio-account/resi', parent: 80 }),
  menuItem({ key: 'mes_informations', canonicalUrl: '/il-mio-account/dati', parent: 80 }),
  menuItem({ key: 'mes_tickets', canonicalUrl: '/il-mio-account/scontrini', parent: 80 }),
];
const hub = menuItem({ menuId: 80, key: 'mon_compte', label: 'Il mio account', canonicalUrl: '/il-mio-account', children });
const retour = menuItem({ key: 'retour', label: 'Reso', canonicalUrl: '/reso' });
const props = { language: 'it', path: '/il-mio-account', apiBaseUrl: '', menu: hub };
const user = { firstName: 'Giulia', lastName: 'Rossi', email: 'g@example.it', discountCodes: [], customerCode: 'C1', webClientId: 7, newsOptinDate: null };

function freshBus() {
  // Each test starts with a page whose shell has published nothing yet.
  (globalThis as unknown as Record<symbol, EventBus>)[Symbol.for('trama.bus')] = new EventBus();
  const seen: { to: string; replace?: boolean }[] = [];
  getBus().handle('navigate', (payload) => void seen.push(payload));
  return seen;
}

function signIn() {
  // The shell configures the shared client with the token when it publishes the sign-in.
  getApiClient().configure({ token: 'jwt' });
  getBus().publish('auth', { authenticated: true, token: 'jwt', user });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  getApiClient().configure({ token: null });
  window.history.replaceState(null, '', '/');
});

describe('account area (account §2)', () => {
  it('§2 a visitor who is not signed in is sent to the home page', async () => {
    const seen = freshBus();
    serveApi(['/api/external/menu', { json: [hub, retour] }]);
    render(<AccountPage {...props} />);
    expect(seen).toEqual([]);
    act(() => getBus().publish('auth', { authenticated: false, token: null, user: null }));
    await waitFor(() => expect(seen).toEqual([{ to: '/', replace: true }]));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('§2 a signed-in customer sees the hub: four tiles and a logout button', async () => {
    const seen = freshBus();
    serveApi(['/api/external/menu', { json: [hub, retour] }]);
    signIn();
    render(<AccountPage {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Il mio account');
    const tiles = within(screen.getByTestId('account-tiles')).getAllByRole('link');
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual([
      '/it/il-mio-account/ordini',
      '/it/il-mio-account/dati',
      '/it/il-mio-account/indirizzi',
      '/it/il-mio-account/scontrini',
    ]);
    expect(tiles[0]?.textContent).toContain('I miei ordini');
    expect(screen.getByRole('button', { name: 'Esci' })).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('§2 the six account pages are tabs of one screen; the current one is marked', async () => {
    freshBus();
    serveApi(['/api/external/menu', { json: [hub, retour] }], ['/store-sales', { json: [] }]);
    signIn();
    // The shell gives a tab's page only its own entry: the others come from the menu.
    render(<AccountPage {...props} path="/il-mio-account/scontrini" menu={children[4]!} />);
    const nav = screen.getByRole('navigation', { name: 'Sezioni del mio account' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(6));
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Panoramica',
      'I miei ordini',
      'I miei scontrini',
      'I miei resi',
      'I miei indirizzi',
      'I miei dati',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/it/il-mio-account/scontrini');
    expect(await screen.findByTestId('account-receipts')).toBeTruthy();
  });

  it('§2 a path other than the entry’s canonical path is replaced by the canonical one', async () => {
    const seen = freshBus();
    serveApi(['/api/external/menu', { json: [hub, retour] }]);
    signIn();
    render(<AccountPage {...props} path="/il-mio-account/orders" menu={children[0]!} />);
    await waitFor(() => expect(seen).toEqual([{ to: '/il-mio-account/ordini', replace: true }]));
  });

  it('§2 Returns: the return page without an order goes to the home page', async () => {
    const seen = freshBus();
    serveApi(['/api/external/menu', { json: [hub, retour] }]);
    signIn();
    render(<AccountPage {...props} path="/reso" menu={retour} />);
    await waitFor(() => expect(seen).toEqual([{ to: '/', replace: true }]));
  });

  it('[31.9] §2 the return page opened from an in-store receipt (?receipt=) stays and shows that receipt\'s return', async () => {
    const seen = freshBus();
    const negozi = menuItem({ key: 'negozi', canonicalUrl: '/negozi' });
    serveApi(['/api/external/menu', { json: [hub, retour, negozi] }], ['/store-sales/R-2026-0042', { json: { orderNumber: 'R-2026-0042', orderDate: '2026-10-01', sales: 10, currency: 'EUR', storeName: 'Trama Milano Brera', orderLines: [], clientOrderDetails: [] } }]);
    window.history.replaceState(null, '', '/it/reso?receipt=R-2026-0042');
    signIn();
    render(<AccountPage {...props} path="/reso" menu={retour} />);
    const page = await screen.findByTestId('account-receipt-return');
    await waitFor(() => expect(page.textContent).toContain('Acquistato presso: Trama Milano Brera'));
    await waitFor(() => expect(screen.getByTestId('account-receipt-return-stores').getAttribute('href')).toBe('/it/negozi'));
    expect(seen).toEqual([]);
  });

  it('§2 logout asks the shell, which owns the session, to sign out', () => {
    freshBus();
    serveApi(['/api/external/menu', { json: [hub, retour] }]);
    const opened: string[] = [];
    getBus().handle('auth.logout', () => void opened.push('logout'));
    signIn();
    render(<AccountPage {...props} language="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(opened).toEqual(['logout']);
  });

  it('§2 the logout button belongs to the hub; a section (here the addresses) leaves it to the header', async () => {
    freshBus();
    serveApi(['/api/external/menu', { json: [hub, retour] }], ['/api/external-secured/client-address', { json: [] }]);
    signIn();
    render(<AccountPage {...props} path="/il-mio-account/indirizzi" menu={children[1]!} />);
    expect(await screen.findByRole('link', { name: /indirizzi/i, current: 'page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Esci' })).toBeNull();
  });
});
