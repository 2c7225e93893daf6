import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@trama/shared/contract';
import { menuItem, shopMenu, withChildren } from '../test-support/menu.ts';
import { fakeLoader, shellTree } from '../test-support/render.tsx';
import { markFirstView } from '../remotes/first-view.ts';
import { SiteHeader } from './site-header.tsx';

beforeAll(() => markFirstView());
afterEach(() => document.body.replaceChildren());

/** The shop menu plus a "collezioni" entry: two collections, each with its own entries and a photo. */
function menuWithCollections(): MenuItem[] {
  const collezioni = menuItem({ key: 'collezioni', label: 'Collezioni', canonicalUrl: '/collezioni', menuType: 'MENU', position: 5 });
  const lino = menuItem({
    key: 'collezione_lino',
    label: 'Lino',
    canonicalUrl: '/collezioni/lino',
    menuType: 'CATALOGUE',
    position: 1,
    visuals: [{ type: 'CATALOGUE', photo: '/media/menu/lino.svg', name: 'Lino lavato', menuHref: '/collezioni/lino' }],
  });
  const oro = menuItem({ key: 'collezione_oro', label: 'Oro', canonicalUrl: '/collezioni/oro', menuType: 'CATALOGUE', position: 2 });
  const linoLetto = menuItem({ key: 'lino_letto', label: 'Lino per il letto', canonicalUrl: '/collezioni/lino/letto', menuType: 'CATALOGUE', position: 1 });
  const linoTavola = menuItem({ key: 'lino_tavola', label: 'Lino per la tavola', canonicalUrl: '/collezioni/lino/tavola', menuType: 'CATALOGUE', position: 2 });
  return [...shopMenu(), ...withChildren(collezioni, [lino, oro]), ...withChildren(lino, [linoLetto, linoTavola]).slice(1)];
}

const tree = (menu: MenuItem[]) =>
  shellTree(<SiteHeader menu={menu} language="it" path="/letto" />, { loader: fakeLoader({ registry: 'pending' }), path: '/it/letto' });

function serverPage(menu: MenuItem[]): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(menu));
  document.body.append(container);
  return container;
}

const megaOf = (page: HTMLElement) => page.querySelector<HTMLElement>('[data-testid="mega-menu"]');

describe('[31.4] storefront §2 menu keys: "collezioni" opens as a mega-menu', () => {
  it('the collezioni entry\'s panel holds a column per collection: its link, its own entries and its photo', () => {
    const page = serverPage(menuWithCollections());
    const mega = megaOf(page)!;
    expect(mega).not.toBeNull();
    expect(mega.classList.contains('sh-nav__sub--mega')).toBe(true);
    const columns = [...mega.querySelectorAll<HTMLElement>(':scope > li')];
    expect(columns.map((column) => column.querySelector('.sh-mega__title')?.textContent)).toEqual(['Lino', 'Oro']);
    expect(columns[0]!.querySelector('.sh-mega__title')?.getAttribute('href')).toBe('/it/collezioni/lino');
    expect([...columns[0]!.querySelectorAll('.sh-mega__links a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Lino per il letto', '/it/collezioni/lino/letto'],
      ['Lino per la tavola', '/it/collezioni/lino/tavola'],
    ]);
    const photo = columns[0]!.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('/media/menu/lino.svg');
    expect(photo.getAttribute('alt')).toBe('');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(columns[1]!.querySelector('img')).toBeNull();
    // Other entries keep the plain list.
    expect(page.querySelectorAll('[data-testid="mega-menu"]')).toHaveLength(1);
  });

  it('the no-script disclosure opens it from the server HTML, and hydration matches exactly', async () => {
    const menu = menuWithCollections();
    const page = serverPage(menu);
    const mega = megaOf(page)!;
    const details = mega.previousElementSibling as HTMLDetailsElement;
    expect(details.tagName).toBe('DETAILS');
    expect(details.getAttribute('name')).toBe('sh-nav-sub');
    const summary = details.querySelector('summary')!;
    expect(summary.getAttribute('aria-controls')).toBe(mega.id);
    summary.click();
    expect(details.open).toBe(true);

    const errors: unknown[] = [];
    const root = hydrateRoot(page, tree(menu), { onRecoverableError: (error) => errors.push(error) });
    await act(async () => undefined);
    expect(errors).toEqual([]);
    expect(details.open).toBe(true);
    // Escape closes it once the page runs.
    act(() => void summary.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(details.open).toBe(false);
    act(() => root.unmount());
  });
});
