import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EventBus, getBus } from '@trama/shared/bus';
import { menuItem } from '@trama/shared/testing';
import { AccountPage } from './account-page.tsx';

const hub = menuItem({
  key: 'mon_compte',
  label: 'Il mio account',
  canonicalUrl: '/il-mio-account',
  children: [
    menuItem({ key: 'mes_commandes', canonicalUrl: '/il-mio-account/ordini' }),
    menuItem({ key: 'mes_informations', canonicalUrl: '/il-mio-account/dati' }),
    menuItem({ key: 'mes_adresses', canonicalUrl: '/il-mio-account/indirizzi' }),
    menuItem({ key: 'mes_tickets', canonicalUrl: '/il-mio-account/scontrini' }),
  ],
});
const props = { language: 'it', path: '/il-mio-account', apiBaseUrl: '', menu: hub };
const user = { firstName: 'Giulia', lastName: 'Rossi', email: 'g@example.it', discountCodes: [], customerCode: 'C1', webClientId: 7, newsOptinDate: null };

function freshBus() {
  // Each test starts with a page whose shell has published nothing yet.
  (globalThis as unknown as Record<symbol, EventBus>)[Symbol.for('trama.bus')] = new EventBus();
  const seen: { to: string; replace?: boolean }[] = [];
  getBus().handle('navigate', (payload) => void seen.push(payload));
  return seen;
}

afterEach(cleanup);

describe('account area', () => {
  it('§2 a visitor who is not signed in is sent to the home page', async () => {
    const seen = freshBus();
    render(<AccountPage {...props} />);
    expect(seen).toEqual([]);
    act(() => getBus().publish('auth', { authenticated: false, token: null, user: null }));
    await waitFor(() => expect(seen).toEqual([{ to: '/', replace: true }]));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('§2 a signed-in customer sees the hub: four tiles and a logout button', () => {
    const seen = freshBus();
    getBus().publish('auth', { authenticated: true, token: 'jwt', user });
    render(<AccountPage {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Il mio account');
    const tiles = within(screen.getByRole('list')).getAllByRole('link');
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

  it('§2 logout asks the shell, which owns the session, to sign out', () => {
    freshBus();
    const opened: string[] = [];
    getBus().handle('auth.logout', () => void opened.push('logout'));
    getBus().publish('auth', { authenticated: true, token: 'jwt', user });
    render(<AccountPage {...props} language="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(opened).toEqual(['logout']);
  });
});
