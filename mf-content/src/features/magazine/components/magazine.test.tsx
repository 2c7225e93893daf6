import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { freshGridsEachTest } from '../../../test/fresh-grids.ts';
import { menuEntry } from '../../../test/menu.ts';
import { item, recordNavigation } from '../../../test/network.ts';
import { MagazinePage } from './magazine-page.tsx';
import { MagazinePost } from './magazine-post.tsx';

const magazine = menuEntry({ key: 'magazine', label: 'Magazine', canonicalUrl: '/magazine', gridId: 50, gridTypeId: 8 });
const base = { language: 'it', path: '/magazine', apiBaseUrl: '' };

const grid = [
  item(1, 1, 'Title', 'Il lino'),
  item(1, 1, 'Subtitle', 'Storia di una fibra'),
  item(1, 1, 'Photo', '/media/lino.svg', { altText: 'Campo di lino' }),
  item(1, 1, 'Text', 'Il lino nasce in Normandia.'),
  item(1, 1, 'Photo', '/media/telaio.svg', { altText: 'Il telaio' }),
  item(1, 1, 'Text', 'Poi viene tessuto.'),
  item(1, 2, 'Title', 'La spugna'),
  item(1, 2, 'Photo', '/media/spugna.svg'),
  item(1, 3, 'Title', 'La tavola'),
  item(1, 3, 'Photo', '/media/tavola.svg'),
];

freshGridsEachTest({ 50: grid });

describe('magazine', () => {
  it('§2 shows a tiled grid of posts in reverse order, each linking to <menu>/<postId>', async () => {
    render(<MagazinePage {...base} menu={magazine} />);
    await screen.findByRole('heading', { name: 'La tavola' });
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual(['La tavola', 'La spugna', 'Il lino']);
    expect(tiles.map((tile) => within(tile).getByRole('link').getAttribute('href'))).toEqual([
      '/it/magazine/3',
      '/it/magazine/2',
      '/it/magazine/1',
    ]);
  });

  it('a click on a post moves through the shell router', async () => {
    const nav = recordNavigation();
    try {
      render(<MagazinePage {...base} menu={magazine} />);
      (await screen.findByRole('link', { name: /La spugna/ })).click();
      expect(nav.seen).toEqual([{ to: '/magazine/2', replace: false }]);
    } finally {
      nav.off();
    }
  });

  it('§2 a post shows its title, subtitle, photos and texts in order, then the other posts', async () => {
    const { container } = render(<MagazinePost {...base} path="/magazine/1" menu={magazine} postId="1" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Il lino');
    expect(screen.getByText('Storia di una fibra')).toBeTruthy();
    const body = container.querySelector('.cnt-post__body');
    const order = [...(body?.querySelectorAll('img, p') ?? [])].map((el) => el.getAttribute('alt') ?? el.textContent);
    expect(order).toEqual(['Campo di lino', 'Il lino nasce in Normandia.', 'Il telaio', 'Poi viene tessuto.']);
    const others = screen.getByRole('region', { name: 'Altri articoli' });
    expect(within(others).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['La tavola', 'La spugna']);
  });

  it('§2 an unknown postId shows the 404 content', async () => {
    render(<MagazinePost {...base} path="/magazine/77" menu={magazine} postId="77" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Pagina non trovata');
    expect(screen.getByText('La pagina che cerchi non esiste o è stata spostata.')).toBeTruthy();
  });
});
