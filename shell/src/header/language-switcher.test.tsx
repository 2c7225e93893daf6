/** Storefront §2 language switcher, issue 17 §1: the same page or product at the other language's own address. */
import { act, cleanup, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import { clearPageHead, setPageHead } from '@trama/shared/ui';
import { PrerenderedPageContext, type PrerenderedPage } from '../remotes/prerendered-slot.tsx';
import { seededMenu } from '../routing/seeded-menu-fixture.ts';
import { renderInShell } from '../test-support/render.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

const owner = {};
afterEach(() => {
  clearPageHead(owner);
  cleanup();
});

function hrefs(): Record<string, string | null> {
  const links = within(screen.getByTestId('language-switcher')).getAllByRole('link');
  return Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
}

describe('issue 17 §1 language switcher', () => {
  it('§1 a list switches to the same list in each language\'s words, the query kept', () => {
    renderInShell(<LanguageSwitcher language="it" menu={seededMenu('it')} />, { path: '/it/letto/lenzuola?sort=price' });
    expect(hrefs()).toEqual({
      it: '/it/letto/lenzuola?sort=price',
      en: '/en/bed/sheets?sort=price',
      fr: '/fr/lit/draps?sort=price',
      de: '/de/bett/bettlaken?sort=price',
      es: '/es/cama/sabanas?sort=price',
    });
    expect(screen.getByRole('link', { name: /Italiano/ }).getAttribute('aria-current')).toBe('true');
  });

  it('§1 account and content pages, and a path still in another language\'s words', () => {
    renderInShell(<LanguageSwitcher language="fr" menu={seededMenu('fr')} />, { path: '/fr/il-mio-account/ordini' });
    expect(hrefs()).toMatchObject({ fr: '/fr/mon-compte/commandes', de: '/de/mein-konto/bestellungen', it: '/it/il-mio-account/ordini' });
  });

  it('§1 a product keeps its slug under each language\'s list until its page tells its own addresses', () => {
    const path = '/it/letto/lenzuola/lenzuolo-in-lino-12';
    renderInShell(<LanguageSwitcher language="it" menu={seededMenu('it')} />, { path });
    expect(hrefs().de).toBe('/de/bett/bettlaken/lenzuolo-in-lino-12');
    act(() => setPageHead(owner, path, { title: 'Lenzuolo', alternates: { de: '/de/bett/bettlaken/bettlaken-aus-leinen-12', fr: '/fr/lit/draps/drap-en-lin-12' } }));
    expect(hrefs()).toMatchObject({ de: '/de/bett/bettlaken/bettlaken-aus-leinen-12', fr: '/fr/lit/draps/drap-en-lin-12', en: '/en/bed/sheets/lenzuolo-in-lino-12' });
  });

  it('§2 without a menu yet (or a fixed route) the prefix is swapped', () => {
    renderInShell(<LanguageSwitcher language="it" />, { path: '/it/search?criteria=lino' });
    expect(hrefs()).toMatchObject({ en: '/en/search?criteria=lino', es: '/es/search?criteria=lino' });
  });

  it('[29.19] on a 404 (an unknown path, or a page that says 404) every language leads to its home, not to another 404', () => {
    const homes = { it: '/it', en: '/en', fr: '/fr', de: '/de', es: '/es' };
    renderInShell(<LanguageSwitcher language="it" menu={seededMenu('it')} />, { path: '/it/nulla-qui?x=1' });
    expect(hrefs()).toEqual(homes);
    cleanup();
    const path = '/it/letto/lenzuola/prodotto-99999';
    renderInShell(<LanguageSwitcher language="it" menu={seededMenu('it')} />, { path });
    expect(hrefs().en).toBe('/en/bed/sheets/prodotto-99999');
    act(() => setPageHead(owner, path, { status: 404 }));
    expect(hrefs()).toEqual(homes);
  });
});

describe('issue 30 §5 the language links of a server-rendered product', () => {
  const path = '/en/bed/sheets/flat-sheet-in-washed-linen-12';
  const alternates = { it: '/it/letto/lenzuola/lenzuolo-in-lino-12', en: path, de: '/de/bett/bettlaken/bettlaken-aus-leinen-12' };
  const page: PrerenderedPage = { slotKey: 'catalogue/ProductPage/1', html: '', answers: {}, idPrefix: 'p-', build: 'b', alternates: { path, paths: alternates } };
  const tree = (at: string) => (
    <I18nextProvider i18n={getI18n()}>
      <MemoryRouter initialEntries={[at]}>
        <PrerenderedPageContext value={{ page, release: () => undefined }}>
          <LanguageSwitcher language="en" menu={seededMenu('en')} />
        </PrerenderedPageContext>
      </MemoryRouter>
    </I18nextProvider>
  );

  it('[30.5] the server HTML links each language to the product\'s own address (its head\'s alternates), not to its slug under another list', () => {
    const html = renderToString(tree(path));
    expect(html).toContain('href="/de/bett/bettlaken/bettlaken-aus-leinen-12"');
    expect(html).toContain('href="/it/letto/lenzuola/lenzuolo-in-lino-12"');
    expect(html).not.toContain('/de/bett/bettlaken/flat-sheet-in-washed-linen-12');
    // Languages the page did not name keep the route's address.
    expect(html).toContain('href="/fr/lit/draps/flat-sheet-in-washed-linen-12"');
  });

  it('[30.5] the browser hydrates the same links and keeps them until the page hands over its own head', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(path));
    document.body.append(container);
    const errors: unknown[] = [];
    const root = hydrateRoot(container, tree(path), { onRecoverableError: (error) => errors.push(error) });
    await act(async () => undefined);
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([alternates.it, path, '/fr/lit/draps/flat-sheet-in-washed-linen-12', alternates.de, '/es/cama/sabanas/flat-sheet-in-washed-linen-12']);
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('[30.5] another path does not take them', () => {
    const html = renderToString(tree('/en/bed/sheets/other-13'));
    expect(html).toContain('href="/de/bett/bettlaken/other-13"');
  });
});
