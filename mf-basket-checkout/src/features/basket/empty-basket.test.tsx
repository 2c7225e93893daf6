import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ParcelConfigObject } from 'single-spa';
import { getBus } from '@trama/shared/bus';
import type { BestSellersProps, LoadParcel } from '@trama/shared/contract';
import { menuItem } from '@trama/shared/testing';
import { freshPage } from '../../test-support/reset.ts';
import { BasketHeader } from './components/basket-header.tsx';
import { OrderPage } from './components/order-page.tsx';

const MENU_PATH = '/api/external/menu';

/** The Spanish menu as the API answers it: only the top-level MENU and CATALOGUE entries are categories. */
const spanishMenu = () => [
  menuItem({ menuId: 1, key: 'home', menuType: 'PAGE', canonicalUrl: '/', label: 'Inicio', parent: null, position: 0 }),
  menuItem({ menuId: 10, key: 'letto', menuType: 'MENU', canonicalUrl: '/cama', label: 'Cama', parent: null, position: 1 }),
  menuItem({ menuId: 11, key: 'lenzuola', menuType: 'CATALOGUE', canonicalUrl: '/cama/sabanas', label: 'Sábanas', parent: 10, position: 1 }),
  menuItem({ menuId: 50, key: 'gioielli', menuType: 'MENU', canonicalUrl: '/joyas', label: 'Joyas', parent: null, position: 5 }),
  menuItem({ menuId: 100, key: 'footer_1', menuType: 'PAGE', canonicalUrl: '/contacto', label: 'Contacto', parent: null, position: 1 }),
];

/** Stands in for the catalogue's BestSellers: a real parcel that records the props it is mounted with. */
function bestSellersParcel(seen: BestSellersProps[]): ParcelConfigObject {
  return {
    bootstrap: async () => undefined,
    mount: async (p) => {
      const props = p as unknown as BestSellersProps & { domElement: HTMLElement };
      seen.push(props);
      props.domElement.innerHTML = `<section data-testid="best-sellers">${props.language}</section>`;
    },
    unmount: async (p) => {
      (p as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    },
  } as ParcelConfigObject;
}

let seen: BestSellersProps[];
let loadParcel: ReturnType<typeof vi.fn<LoadParcel>>;
beforeEach(() => {
  freshPage({ [MENU_PATH]: () => spanishMenu() });
  seen = [];
  loadParcel = vi.fn<LoadParcel>(() => Promise.resolve(bestSellersParcel(seen)));
});
afterEach(cleanup);

describe('empty basket (issue 17 §5)', () => {
  it('issue 17 §5 the basket page says it is empty, links to the main categories in the page language and mounts the best sellers', async () => {
    render(<OrderPage language="es" path="/cesta" apiBaseUrl="" loadParcel={loadParcel} />);
    const empty = screen.getByTestId('empty-basket');
    expect(within(empty).getByRole('heading', { level: 2 }).textContent).toBe('Tu cesta está vacía.');
    const nav = await within(empty).findByRole('navigation', { name: 'Descubre nuestras categorías' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Cama', '/es/cama'],
      ['Joyas', '/es/joyas'],
    ]);
    expect(await within(empty).findByTestId('best-sellers')).toBeTruthy();
    expect(loadParcel).toHaveBeenCalledWith('catalogue', 'BestSellers');
    expect(seen[0]).toMatchObject({ language: 'es', limit: 8, variant: 'cards' });
  });

  it('issue 17 §5 the header popup of an empty basket offers the categories and three best sellers in rows', async () => {
    render(<BasketHeader language="es" path="/" apiBaseUrl="" orderPath="/cesta" loadParcel={loadParcel} />);
    act(() => getBus().send('ui.open', { panel: 'basket' }));
    const popup = screen.getByTestId('basket-popup');
    expect(within(popup).getByRole('heading', { level: 3 }).textContent).toBe('Tu cesta está vacía.');
    expect(await within(popup).findByRole('link', { name: 'Cama' })).toBeTruthy();
    await waitFor(() => expect(seen[0]).toMatchObject({ language: 'es', limit: 3, variant: 'compact' }));
  });

  it('with the catalogue off the categories still lead on, and nothing breaks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const off = vi.fn<LoadParcel>(() => Promise.reject(new Error('remote catalogue is not available')));
    render(<OrderPage language="es" path="/cesta" apiBaseUrl="" loadParcel={off} />);
    expect(await screen.findByRole('link', { name: 'Joyas' })).toBeTruthy();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByTestId('best-sellers')).toBeNull();
  });
});
