/** Storefront §2 language switcher, issue 17 §1: the same page or product at the other language's own address. */
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearPageHead, setPageHead } from '@trama/shared/ui';
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
