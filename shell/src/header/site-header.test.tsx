import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { setLanguage } from '@trama/shared/i18n';
import { shopMenu } from '../test-support/menu.ts';
import { fakeLoader, renderInShell, testParcel } from '../test-support/render.tsx';
import { markFirstView } from '../remotes/first-view.ts';
import { SiteHeader } from './site-header.tsx';

// The header's parcels wait for the page's first view (docs/rendering.md); here it is over.
beforeAll(() => markFirstView());

afterEach(() => {
  cleanup();
  setLanguage('it');
  getBus().publish('wishlist', { productIds: [] });
});

function renderHeader(options: { enabled?: string[]; path?: string; language?: 'it' | 'en' } = {}) {
  const loader = fakeLoader({ enabled: options.enabled });
  renderInShell(<SiteHeader menu={shopMenu()} language={options.language ?? 'it'} path="/letto" />, { loader, path: options.path ?? '/it/letto' });
  return loader;
}

describe('header (storefront §2 Header and footer)', () => {
  it('§2 logo to home, nav of the top-level MENU and CATALOGUE entries, sign-in, create-account, shops and wishlist links', () => {
    renderHeader();
    expect(screen.getByTestId('site-logo').getAttribute('href')).toBe('/it');
    const nav = within(screen.getByTestId('main-nav'));
    expect(nav.getByRole('link', { name: 'Letto' }).getAttribute('href')).toBe('/it/letto');
    expect(nav.getByRole('link', { name: 'Bagno' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'FAQ' })).toBeNull();
    // A link to the login page until hydrated, the popup after (header-account.tsx).
    expect(screen.getByTestId('header-signin').getAttribute('href')).toBe('/it/login');
    expect(screen.getByTestId('header-create-account').getAttribute('href')).toBe('/it/crea-account');
    expect(screen.getByTestId('shops-link').getAttribute('href')).toBe('/it/negozi');
    expect(screen.getByTestId('wishlist-link').getAttribute('href')).toBe('/it/preferiti');
  });

  it('§2 children of a nav entry are listed under it, with a disclosure button for touch and keyboard', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Apri il sottomenu Letto' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const submenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(within(submenu as HTMLElement).getAllByRole('link').map((a) => a.textContent)).toEqual(['Lenzuola', 'Piumini']);
  });

  it('the wishlist link shows the count of the wishlist fact', () => {
    renderHeader();
    expect(screen.queryByTestId('wishlist-count')).toBeNull();
    act(() => getBus().publish('wishlist', { productIds: [4, 8, 15] }));
    expect(screen.getByTestId('wishlist-count').textContent).toContain('3');
  });

  it.each([
    ['it', '/it/letto', 'Preferiti', '1 prodotto nei preferiti', '2 prodotti nei preferiti'],
    ['en', '/en/letto', 'Preferiti', '1 product in your wishlist', '2 products in your wishlist'],
  ] as const)('§2 in %s screen readers hear the wishlist count with its plural form', (language, path, label, one, two) => {
    // The shell's layout switches the page's language from the path; the header alone does not.
    setLanguage(language);
    renderHeader({ language, path });
    act(() => getBus().publish('wishlist', { productIds: [4] }));
    expect(screen.getByRole('link', { name: `${label} ${one}` })).toBe(screen.getByTestId('wishlist-link'));
    act(() => getBus().publish('wishlist', { productIds: [4, 8] }));
    expect(screen.getByRole('link', { name: `${label} ${two}` })).toBe(screen.getByTestId('wishlist-link'));
  });

  it('§2 the basket parcel gets the path of the order page (menu key ma_commande)', async () => {
    const seen: Record<string, unknown>[] = [];
    const loader = fakeLoader({ load: () => Promise.resolve(testParcel((props) => void seen.push(props))) });
    renderInShell(<SiteHeader menu={shopMenu()} language="it" path="/letto" />, { loader, path: '/it/letto' });
    await waitFor(() => expect(screen.getByTestId('slot-basket-BasketHeader').dataset.state).toBe('loaded'));
    expect(seen).toContainEqual(expect.objectContaining({ orderPath: '/carrello', language: 'it', path: '/letto' }));
  });

  it('a disabled basket remote leaves the rest of the header working', async () => {
    const loader = renderHeader({ enabled: ['catalogue'] });
    expect(screen.getByTestId('slot-basket-BasketHeader').dataset.state).toBe('disabled');
    await waitFor(() => expect(screen.getByTestId('slot-catalogue-SearchBox').dataset.state).toBe('loaded'));
    expect(loader.calls).toEqual(['catalogue/SearchBox']);
    expect(screen.getByTestId('site-logo')).toBeTruthy();
    expect(within(screen.getByTestId('main-nav')).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.getByTestId('header-signin')).toBeTruthy();
    expect(screen.queryByText(/non è al momento disponibile/)).toBeNull();
  });

  it('with every remote off the header still has logo, nav and links', () => {
    renderHeader({ enabled: [] });
    expect(screen.getByTestId('slot-catalogue-SearchBox').dataset.state).toBe('disabled');
    expect(screen.getByTestId('site-logo')).toBeTruthy();
    expect(screen.getByTestId('wishlist-link')).toBeTruthy();
  });
});

describe('phone header (issue 17 §6)', () => {
  it('issue 17 §6 the menu button at the start of the logo row opens the nav list; a new page closes it', async () => {
    renderHeader();
    const toggle = screen.getByTestId('menu-toggle');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(screen.getByTestId('main-nav')).getAllByRole('list')[0]).toBe(list);
    expect([toggle.getAttribute('aria-expanded'), list.dataset.open]).toEqual(['false', 'false']);
    act(() => toggle.click());
    expect([toggle.getAttribute('aria-expanded'), list.dataset.open]).toEqual(['true', 'true']);
    expect(screen.getByTestId('site-header').dataset.menuOpen).toBe('true');
    act(() => within(list).getByRole('link', { name: 'Bagno' }).click());
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('issue 17 §6 the search button opens the search field row; the actions keep their names for screen readers', () => {
    renderHeader();
    const search = screen.getByRole('button', { name: 'Cerca' });
    expect(search.getAttribute('aria-controls')).toBe(screen.getByTestId('slot-catalogue-SearchBox').closest('[id]')?.id);
    act(() => search.click());
    expect(search.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('site-header').dataset.searchOpen).toBe('true');
    expect(screen.getByRole('link', { name: 'Accedi' })).toBe(screen.getByTestId('header-signin'));
    expect(screen.getByRole('link', { name: 'Preferiti' })).toBe(screen.getByTestId('wishlist-link'));
  });

  it('issue 17 §6 the shops link is also in the menu, where phones find it', () => {
    renderHeader();
    const nav = within(screen.getByTestId('main-nav'));
    expect(nav.getByRole('link', { name: 'Negozi' }).getAttribute('href')).toBe('/it/negozi');
  });
});

describe('language switcher (storefront §2)', () => {
  it('§2 offers it en fr de es, keeps the path and query, swaps the prefix', () => {
    renderInShell(<SiteHeader menu={shopMenu()} language="it" path="/letto/lenzuola" />, { path: '/it/letto/lenzuola?sort=price' });
    const switcher = within(screen.getByTestId('language-switcher'));
    const links = switcher.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('hreflang'))).toEqual(['it', 'en', 'fr', 'de', 'es']);
    expect(switcher.getByRole('link', { name: /Deutsch/ }).getAttribute('href')).toBe('/de/letto/lenzuola?sort=price');
    expect(switcher.getByRole('link', { name: /Italiano/ }).getAttribute('aria-current')).toBe('true');
  });
});
