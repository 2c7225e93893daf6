import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { menuItem } from '@trama/shared/testing';
import { ProductList } from './product-list.tsx';

afterEach(cleanup);

const base = { path: '/letto', apiBaseUrl: '', filterPath: '' };

describe('category page', () => {
  it('§2 shows the entry label and one tile per sub-category, in menu order, linking in the page language', () => {
    const menu = menuItem({
      children: [
        menuItem({ menuId: 12, label: 'Copripiumini', canonicalUrl: '/letto/copripiumini', position: 2, level: 1 }),
        menuItem({
          menuId: 11,
          label: 'Lenzuola',
          canonicalUrl: '/letto/lenzuola',
          position: 1,
          level: 1,
          visuals: [{ type: 'MENU', photo: '/media/lenzuola.svg', name: 'Lenzuola', menuHref: '/letto/lenzuola' }],
        }),
      ],
    });
    render(<ProductList {...base} language="en" menu={menu} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Letto');
    const tiles = within(screen.getByRole('list')).getAllByRole('link');
    expect(tiles.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Lenzuola', '/en/letto/lenzuola'],
      ['Copripiumini', '/en/letto/copripiumini'],
    ]);
    expect(tiles[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/lenzuola.svg');
    expect(tiles[1]?.querySelector('img')).toBeNull();
  });

  it('§2 a leaf category shows its description and the translated empty-result text', () => {
    const menu = menuItem({ label: 'Lenzuola', description: 'Lenzuola in puro cotone.' });
    render(<ProductList {...base} language="fr" menu={menu} />);
    expect(screen.getByText('Lenzuola in puro cotone.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Aucun produit pour cette sélection');
  });

  it('§2 shows the filters read from the /filtres tail', () => {
    render(<ProductList {...base} filterPath="/filtres/colore/bianco-blu" language="it" menu={menuItem()} />);
    expect(screen.getByText(/bianco, blu/)).toBeTruthy();
  });
});
