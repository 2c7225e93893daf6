import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import type { LoadParcel } from '@trama/shared/contract';
import { freshGridsEachTest } from '../../../test/fresh-grids.ts';
import { productIdsOf } from '../../../components/grid/widget-view.ts';
import { menuEntry } from '../../../test/menu.ts';
import { item, section, stubGrids } from '../../../test/network.ts';
import { favouriteProductIds, magazinePosts } from '../model/posts.ts';
import { MagazinePage } from './magazine-page.tsx';
import { MagazinePost } from './magazine-post.tsx';

const magazine = menuEntry({ key: 'magazine', label: 'Magazine', canonicalUrl: '/magazine', gridId: 50, gridTypeId: 8 });
const base = { language: 'it', path: '/magazine', apiBaseUrl: '' };

const grid = section(1, { Title: 'Il lino', Text: 'Il lino nasce in Normandia.', Products: '10013, 10014' }, { Title: 'La spugna', Products: '10087 10014' });

/** The catalogue's FavouriteProducts parcel as the shell would load it: records the props it is mounted with. */
function catalogueLoader() {
  const mounted: Record<string, unknown>[] = [];
  const config: ParcelConfig = {
    bootstrap: async () => {},
    mount: async (props) => void mounted.push(props as Record<string, unknown>),
    unmount: async () => {},
  };
  const loadParcel = vi.fn<LoadParcel>(() => Promise.resolve(config));
  return { loadParcel, mounted };
}

freshGridsEachTest({ 50: grid });

describe('magazine favourites (storefront §2 Magazine)', () => {
  it('§2 a post names its favourites in a Products item; the ids are never shown as text', async () => {
    expect(productIdsOf('10013, 10014;10016 x 0 10013')).toEqual([10013, 10014, 10016]);
    const { container } = render(<MagazinePost {...base} path="/magazine/1" menu={magazine} postId="1" />);
    await screen.findByRole('heading', { level: 1, name: 'Il lino' });
    expect(container.textContent).not.toContain('10013');
  });

  it('§2 /magazine shows the favourites of every post, newest post first, each product once', () => {
    const posts = magazinePosts(grid);
    expect(favouriteProductIds(posts)).toEqual([10087, 10014, 10013]);
  });

  it('§2 the magazine mounts the catalogue\'s FavouriteProducts with those ids; a post with its own', async () => {
    const page = catalogueLoader();
    render(<MagazinePage {...base} menu={magazine} loadParcel={page.loadParcel} />);
    await waitFor(() => expect(page.mounted).toHaveLength(1));
    expect(page.loadParcel).toHaveBeenCalledWith('catalogue', 'FavouriteProducts');
    expect(page.mounted[0]).toMatchObject({ language: 'it', productIds: [10087, 10014, 10013], title: 'I preferiti della redazione' });
    cleanup();

    const post = catalogueLoader();
    render(<MagazinePost {...base} path="/magazine/1" menu={magazine} postId="1" loadParcel={post.loadParcel} />);
    await waitFor(() => expect(post.mounted).toHaveLength(1));
    expect(post.mounted[0]).toMatchObject({ productIds: [10013, 10014] });
  });

  it('a post without favourites mounts nothing', async () => {
    stubGrids({ 50: [item(1, 3, 'Title', 'Senza prodotti')] });
    const page = catalogueLoader();
    render(<MagazinePost {...base} path="/magazine/3" menu={magazine} postId="3" loadParcel={page.loadParcel} />);
    await screen.findByRole('heading', { level: 1, name: 'Senza prodotti' });
    expect(page.loadParcel).not.toHaveBeenCalled();
  });
});
