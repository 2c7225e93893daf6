import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { setLanguage } from '@trama/shared/i18n';
import { shopMenu } from '../test-support/menu.ts';
import { fakeLoader, renderInShell, shellTree, testParcel } from '../test-support/render.tsx';
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

/** A native disclosure's button (`<summary>`) by its text, and whether it is open. */
const summaryNamed = (name: string) => screen.getByText(name).closest('summary') as HTMLElement;
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;

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
    const toggle = summaryNamed('Apri il sottomenu Letto');
    expect(isOpen(toggle)).toBe(false);
    act(() => toggle.click());
    expect(isOpen(toggle)).toBe(true);
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
    expect([isOpen(toggle), list.dataset.open]).toEqual([false, 'false']);
    act(() => toggle.click());
    await waitFor(() => expect([isOpen(toggle), list.dataset.open]).toEqual([true, 'true']));
    expect(screen.getByTestId('site-header').dataset.menuOpen).toBe('true');
    act(() => within(list).getByRole('link', { name: 'Bagno' }).click());
    await waitFor(() => expect(isOpen(toggle)).toBe(false));
    expect(list.dataset.open).toBe('false');
  });

  it('issue 17 §6 the search button opens the search field row; the actions keep their names for screen readers', async () => {
    renderHeader();
    const search = screen.getByTestId('search-toggle');
    expect(search.textContent).toBe('Cerca');
    expect(search.getAttribute('aria-controls')).toBe(screen.getByTestId('slot-catalogue-SearchBox').closest('[id]')?.id);
    act(() => search.click());
    expect(isOpen(search)).toBe(true);
    await waitFor(() => expect(screen.getByTestId('site-header').dataset.searchOpen).toBe('true'));
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

describe('issue 30 §2 the header\'s controls work with no script of ours', () => {
  const menu = shopMenu();
  const tree = () =>
    shellTree(<SiteHeader menu={menu} language="it" path="/letto" />, { loader: fakeLoader({ registry: 'pending' }), path: '/it/letto' });

  /** The server's HTML in the page, as the browser shows it before any script of ours has run. */
  function serverPage(): HTMLElement {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    return container;
  }

  afterEach(() => document.body.replaceChildren());

  it('[30.2] the phone menu, its submenus and the search button are native disclosures the page loader leaves to the browser', () => {
    const page = serverPage();
    const menu = page.querySelector('[data-testid="menu-toggle"]') as HTMLElement;
    expect(menu.tagName).toBe('SUMMARY');
    expect(menu.closest('details[data-no-hold]')).not.toBeNull();
    expect(menu.getAttribute('aria-controls')).toBe('sh-nav-list');
    const search = page.querySelector('[data-testid="search-toggle"]') as HTMLElement;
    expect([search.tagName, search.closest('details[data-no-hold]') !== null]).toEqual(['SUMMARY', true]);
    const submenus = [...page.querySelectorAll<HTMLElement>('[data-testid="submenu-toggle"]')];
    expect(submenus.length).toBeGreaterThan(0);
    for (const submenu of submenus) {
      const details = submenu.closest('details[data-no-hold]') as HTMLDetailsElement;
      expect(details.getAttribute('name')).toBe('sh-nav-sub');
      // The list it opens follows it (header.css: `.sh-nav__expand[open] + .sh-nav__sub`).
      expect(details.nextElementSibling?.id).toBe(submenu.getAttribute('aria-controls'));
    }
    // Everything starts closed, on the server as in the browser's first render.
    expect(page.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('[30.2] taps on the server HTML open the menu, a submenu and the search before hydration; the hydrated header takes them over without a mismatch', async () => {
    const page = serverPage();
    const menu = page.querySelector('[data-testid="menu-toggle"]') as HTMLElement;
    const submenu = page.querySelector('[data-testid="submenu-toggle"]') as HTMLElement;
    const search = page.querySelector('[data-testid="search-toggle"]') as HTMLElement;
    menu.click();
    submenu.click();
    search.click();
    expect([isOpen(menu), isOpen(submenu), isOpen(search)]).toEqual([true, true, true]);

    const errors: unknown[] = [];
    const root = hydrateRoot(page, tree(), { onRecoverableError: (error) => errors.push(error) });
    await act(async () => undefined);
    expect(errors).toEqual([]);
    const header = page.querySelector<HTMLElement>('[data-testid="site-header"]')!;
    await waitFor(() => expect([header.dataset.menuOpen, header.dataset.searchOpen]).toEqual(['true', 'true']));
    expect(page.querySelector<HTMLElement>('#sh-nav-list')!.dataset.open).toBe('true');
    expect([isOpen(menu), isOpen(submenu), isOpen(search)]).toEqual([true, true, true]);

    // Enhanced once hydrated: Escape closes the submenu first, then the menu, and gives the focus back.
    act(() => void submenu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect([isOpen(submenu), isOpen(menu)]).toEqual([false, true]);
    act(() => void menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(isOpen(menu)).toBe(false);
    await waitFor(() => expect(header.dataset.menuOpen).toBe('false'));
    act(() => root.unmount());
  });
});
