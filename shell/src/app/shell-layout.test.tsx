import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { getBus } from '@trama/shared/bus';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context.tsx';
import { stubApi, type ApiStub } from '../test-support/api.ts';
import { shopMenu } from '../test-support/menu.ts';
import { fakeLoader, testParcel, type FakeLoader } from '../test-support/render.tsx';
import { ShellLayout } from './shell-layout.tsx';
import { forgetMenus } from './use-menu.ts';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

let mounted: Record<string, unknown>[] = [];

function renderShell(path: string, options: { api?: ApiStub; loader?: FakeLoader } = {}) {
  const api = stubApi(options.api ?? { menu: shopMenu() });
  const loader =
    options.loader ?? fakeLoader({ load: (id) => Promise.resolve(testParcel((props) => void mounted.push({ id, ...props }))) });
  render(
    <I18nextProvider i18n={getI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <RemoteLoaderProvider loader={loader}>
          <ShellLayout />
          <Where />
        </RemoteLoaderProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { api, loader };
}

const where = () => screen.getByTestId('where').textContent;
const pageSlot = (remote: string, parcel: string) => screen.findByTestId(`slot-${remote}-${parcel}`);

beforeEach(() => {
  forgetMenus();
  mounted = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shell routing in the page (storefront §2)', () => {
  it('§2 "/" becomes /it and shows the home grid of the gridTypeId 1 entry', async () => {
    renderShell('/');
    await waitFor(() => expect(where()).toBe('/it'));
    const home = await pageSlot('content', 'HomePage');
    await waitFor(() => expect(home.dataset.state).toBe('loaded'));
    expect(mounted.find((p) => p.id === 'content/HomePage')).toMatchObject({ gridId: 21, language: 'it', path: '/', apiBaseUrl: '' });
  });

  it('§2 a non-canonical path is replaced by its canonical URL, query kept', async () => {
    renderShell('/Letto//Lenzuola/?sort=price');
    await waitFor(() => expect(where()).toBe('/it/letto/lenzuola?sort=price'));
    expect((await pageSlot('catalogue', 'ProductList')).dataset.state).toBeDefined();
  });

  it('§2 the language prefix sets the page language: <html lang>, translations, the language fact, the API header', async () => {
    const { api } = renderShell('/en/letto');
    await screen.findByTestId('slot-catalogue-ProductList');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(await getBus().current('language')).toBe('en');
    expect(api.calls.some((call) => call.includes('/api/external/menu [en]'))).toBe(true);
  });

  it('the navigate command from a remote adds the language prefix', async () => {
    renderShell('/fr/letto');
    await screen.findByTestId('slot-catalogue-ProductList');
    await act(() => getBus().request('navigate', { to: '/bagno' }));
    await waitFor(() => expect(where()).toBe('/fr/bagno'));
  });

  it('a plain link a remote renders moves through the router, without a reload', async () => {
    renderShell('/it/letto');
    await screen.findByTestId('slot-catalogue-ProductList');
    const link = document.createElement('a');
    link.href = '/it/bagno';
    document.body.append(link);
    act(() => link.click());
    await waitFor(() => expect(where()).toBe('/it/bagno'));
    link.remove();
  });

  it('§2 unknown routes show the 404 page inside the shop', async () => {
    renderShell('/it/questa-pagina-non-esiste');
    await pageSlot('content', 'NotFound');
    expect(screen.getByTestId('main-nav')).toBeTruthy();
    expect(where()).toBe('/it/questa-pagina-non-esiste');
  });

  it('§4 a menu failure empties the menu: header, footer and the fixed pages still render', async () => {
    renderShell('/it/login', { api: { menu: 'fail' } });
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
    expect(within(screen.getByTestId('main-nav')).queryAllByRole('link')).toHaveLength(0);
  });

  it('§2 page metadata: title, description, canonical link and the organisation structured data', async () => {
    renderShell('/it/letto');
    await screen.findByTestId('slot-catalogue-ProductList');
    await waitFor(() => expect(document.title).toBe('Letto | Trama'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/it/letto`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Biancheria');
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Trama' });
  });

  it('the shell root carries its boundary and the landmarks', async () => {
    renderShell('/it');
    await pageSlot('content', 'HomePage');
    expect(document.querySelector('[data-boundary="shell"]')).toBeTruthy();
    for (const role of ['banner', 'main', 'contentinfo']) expect(screen.getByRole(role)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai al contenuto principale' }).getAttribute('href')).toBe('#main');
  });
});
