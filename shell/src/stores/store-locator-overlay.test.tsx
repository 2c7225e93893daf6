import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import { SiteHeader } from '../header/site-header.tsx';
import { markFirstView } from '../remotes/first-view.ts';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.tsx';
import { shopMenu } from '../test-support/menu.ts';
import { Where, fakeLoader, renderInShell, testParcel, type FakeLoader } from '../test-support/render.tsx';

// The header's parcels wait for the page's first view (docs/rendering.md); here it is over.
beforeAll(() => markFirstView());
afterEach(cleanup);

function renderHeader(loader: FakeLoader, path = '/it/letto') {
  renderInShell(
    <>
      <SiteHeader menu={shopMenu()} language="it" path={path.replace(/^\/it/, '') || '/'} />
      <Where />
    </>,
    { loader, path },
  );
}

/** A loader whose StoreLocator writes the props it got, as the other parcels write their label. */
function storesLoader(seen: Record<string, unknown>[] = []): FakeLoader {
  return fakeLoader({ load: (id) => Promise.resolve(testParcel(id === 'stores/StoreLocator' ? (props) => void seen.push(props) : undefined)) });
}

const where = () => screen.getByTestId('where').textContent;
const dialog = () => screen.findByRole('dialog', { name: 'Negozi' });

describe('[31.10] account §2 G2 the store locator as an overlay (storefront §2 Header shops link)', () => {
  it('[31.10] account §2 G2 the header Negozi link is a real link to the locator page in the server HTML', () => {
    const html = renderToString(
      <I18nextProvider i18n={getI18n('it')}>
        <MemoryRouter initialEntries={['/it/letto']}>
          <RemoteLoaderProvider loader={storesLoader()}>
            <SiteHeader menu={shopMenu()} language="it" path="/letto" />
          </RemoteLoaderProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    const links = html.match(/<a [^>]*href="\/it\/negozi"[^>]*>/g) ?? [];
    expect(links.map((tag) => /data-testid="([^"]+)"/.exec(tag)?.[1])).toEqual(['shops-link', 'nav-shops-link']);
    expect(html).not.toContain('store-locator-overlay');
  });

  it('[31.10] account §2 G2 the header Negozi link opens the locator as an overlay: focus in, page inert and still, Escape closes, focus back on the link', async () => {
    const seen: Record<string, unknown>[] = [];
    const loader = storesLoader(seen);
    renderHeader(loader);
    const link = screen.getByTestId('shops-link');
    expect(fireEvent.click(link)).toBe(false);
    const overlay = await dialog();
    expect(overlay.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(within(overlay).getByTestId('slot-stores-StoreLocator').dataset.state).toBe('loaded'));
    // The page stays where it was; the locator is the menu's (its label, the personal-shopper page).
    expect(where()).toBe('/it/letto');
    expect(seen[0]).toMatchObject({ language: 'it', path: '/letto', apiBaseUrl: '', shopperPath: '/personal-shopper' });
    expect((seen[0]!.menu as { label: string }).label).toBe('Negozi');
    expect(overlay.contains(document.activeElement)).toBe(true);
    expect(document.body.classList.contains('sh-locator-open')).toBe(true);
    const page = screen.getByTestId('site-header').closest('body > *') as HTMLElement;
    expect(page.hasAttribute('inert')).toBe(true);

    act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(link);
    expect(page.hasAttribute('inert')).toBe(false);
    expect(document.body.classList.contains('sh-locator-open')).toBe(false);
  });

  it('[31.10] account §2 G2 the close button closes it, and the phone menu\'s Negozi opens it too', async () => {
    renderHeader(storesLoader());
    const phoneLink = screen.getByTestId('nav-shops-link');
    fireEvent.click(phoneLink);
    const overlay = await dialog();
    fireEvent.click(within(overlay).getByTestId('store-locator-overlay-close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(phoneLink);
    expect(where()).toBe('/it/letto');
  });

  it('[31.10] account §2 G2 a modified click (new tab) is the browser\'s: no overlay, the link is followed as a link', async () => {
    const loader = storesLoader();
    renderHeader(loader);
    const link = screen.getByTestId('shops-link');
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) expect(fireEvent.click(link, modifier)).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loader.calls).not.toContain('stores/StoreLocator');
  });

  it('[31.10] account §2 G2 the stores remote off or failing: the click goes to the locator page instead', async () => {
    renderHeader(fakeLoader({ enabled: ['catalogue', 'basket'] }));
    fireEvent.click(screen.getByTestId('shops-link'));
    await waitFor(() => expect(where()).toBe('/it/negozi'));
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    renderHeader(fakeLoader({ load: (id) => (id === 'stores/StoreLocator' ? Promise.reject(new Error('down')) : Promise.resolve(testParcel())) }));
    fireEvent.click(screen.getByTestId('shops-link'));
    await waitFor(() => expect(where()).toBe('/it/negozi'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[31.10] account §2 G2 on the locator page itself the link is left to the router (no overlay over the locator)', async () => {
    renderHeader(storesLoader(), '/it/negozi');
    fireEvent.click(screen.getByTestId('shops-link'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/it/negozi');
  });

  it('[31.10] account §2 G2 a new page closes the overlay', async () => {
    renderHeader(storesLoader());
    fireEvent.click(screen.getByTestId('shops-link'));
    const overlay = await dialog();
    // A link of the page behind cannot be reached (inert); a link inside the locator moves the page.
    act(() => void fireEvent.click(within(screen.getByTestId('main-nav')).getByRole('link', { name: 'Letto' })));
    expect(overlay.isConnected).toBe(true);
    const inside = document.createElement('a');
    inside.href = '/it/personal-shopper?storeId=101';
    inside.textContent = 'Prenota';
    within(overlay).getByTestId('slot-stores-StoreLocator').append(inside);
    // The shell's link interception is not mounted here: the header's own logo link moves the router instead.
    act(() => void fireEvent.click(screen.getByTestId('site-logo')));
    await waitFor(() => expect(where()).toBe('/it'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
