import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { setLanguage } from '@trama/shared/i18n';
import { anna, fakeToken, freshBus } from '../test-support/auth.ts';
import { shopMenu } from '../test-support/menu.ts';
import { renderInShell } from '../test-support/render.tsx';
import { SiteHeader } from './site-header.tsx';

const commands: string[] = [];

beforeEach(() => {
  freshBus();
  commands.length = 0;
  getBus().handle('ui.open', ({ panel }) => void commands.push(`ui.open ${panel}`));
  getBus().handle('auth.logout', () => void commands.push('auth.logout'));
});

afterEach(() => {
  cleanup();
  setLanguage('it');
});

const renderHeader = () => renderInShell(<SiteHeader menu={shopMenu()} language="it" path="/" />, { path: '/it' });
const signedIn = (user = anna, token = fakeToken()) => getBus().publish('auth', { authenticated: true, token, user });

describe('header sign-in and account (storefront §6, §2 Header)', () => {
  it('§6 a visitor sees sign-in (opening the login popup) and create-account (menu key creation_de_compte)', () => {
    getBus().publish('auth', { authenticated: false, token: null, user: null });
    renderHeader();
    fireEvent.click(screen.getByTestId('header-signin'));
    expect(commands).toEqual(['ui.open login']);
    expect(screen.getByTestId('header-signin').getAttribute('aria-haspopup')).toBe('dialog');
    // Before hydration (server HTML) the same element is a plain link to the login page.
    expect(screen.getByTestId('header-signin').getAttribute('href')).toBe('/it/login');
    // A modified click (new tab) is the browser's.
    fireEvent.click(screen.getByTestId('header-signin'), { ctrlKey: true });
    expect(commands).toEqual(['ui.open login']);
    expect(screen.getByTestId('header-create-account').getAttribute('href')).toBe('/it/crea-account');
    expect(screen.queryByTestId('header-account')).toBeNull();
    expect(screen.queryByTestId('header-logout')).toBeNull();
  });

  it('[31.4] §2 Header, §6: a signed-in customer\'s account icon opens the profile popup — e-mail, profile (mon_compte), logout', () => {
    signedIn();
    renderHeader();
    const account = screen.getByTestId('header-account');
    expect(account.querySelector('.sh-account__name')?.textContent).toBe('anna.rossi@example.it');
    expect(account.textContent).not.toContain('Anna');
    // Exact name: "Giulia , il mio account" had a stray space before the comma.
    expect(screen.getByRole('button', { name: 'anna.rossi@example.it, il mio account' })).toBe(account);
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('header-profile-popup')).toBeNull();
    expect(screen.queryByTestId('header-signin')).toBeNull();
    expect(screen.queryByTestId('header-create-account')).toBeNull();

    fireEvent.click(account);
    const popup = screen.getByTestId('header-profile-popup');
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(account.getAttribute('aria-controls')).toBe(popup.id);
    expect(popup.textContent).toContain('anna.rossi@example.it');
    const profile = within(popup).getByRole('link', { name: 'Il mio profilo' });
    expect(profile.getAttribute('href')).toBe('/it/il-mio-account');
    // Focus moves into the popup.
    expect(document.activeElement).toBe(profile);
    fireEvent.click(within(popup).getByTestId('header-logout'));
    expect(commands).toEqual(['auth.logout']);
  });

  it('[31.4] §2 the profile popup closes with Escape (focus back on the icon), a second tap and a click outside', () => {
    signedIn();
    renderHeader();
    const account = screen.getByTestId('header-account');
    fireEvent.click(account);
    fireEvent.keyDown(screen.getByTestId('header-profile-popup'), { key: 'Escape' });
    expect(screen.queryByTestId('header-profile-popup')).toBeNull();
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(account);

    fireEvent.click(account);
    fireEvent.click(account);
    expect(screen.queryByTestId('header-profile-popup')).toBeNull();

    fireEvent.click(account);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByTestId('header-profile-popup')).toBeNull();
  });

  it('[31.4] §2 the profile popup closes on navigation (its profile link)', async () => {
    signedIn();
    renderHeader();
    fireEvent.click(screen.getByTestId('header-account'));
    fireEvent.click(within(screen.getByTestId('header-profile-popup')).getByRole('link', { name: 'Il mio profilo' }));
    await waitFor(() => expect(screen.queryByTestId('header-profile-popup')).toBeNull());
  });

  it('§6 before the user info arrives the header shows the e-mail the token was issued to', () => {
    signedIn(null as never, fakeToken({ sub: 'giulia@example.it' }));
    renderHeader();
    expect(screen.getByTestId('header-account').textContent).toContain('giulia@example.it');
  });

  it('§6 screen readers hear the e-mail and the account link in English too', () => {
    signedIn();
    setLanguage('en');
    renderInShell(<SiteHeader menu={shopMenu()} language="en" path="/" />, { path: '/en' });
    expect(screen.getByRole('button', { name: 'anna.rossi@example.it, my account' })).toBe(screen.getByTestId('header-account'));
    fireEvent.click(screen.getByTestId('header-account'));
    expect(within(screen.getByTestId('header-profile-popup')).getByRole('link', { name: 'My profile' })).toBeTruthy();
  });

  it('the header follows the auth fact: a sign-out brings the sign-in button back', () => {
    signedIn();
    renderHeader();
    act(() => getBus().publish('auth', { authenticated: false, token: null, user: null }));
    expect(screen.getByTestId('header-signin')).toBeTruthy();
    expect(screen.queryByTestId('header-account')).toBeNull();
  });
});
