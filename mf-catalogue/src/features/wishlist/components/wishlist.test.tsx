import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { Wishlist } from './wishlist.tsx';
import { startWishlistFact } from '../../../components/wishlist/wishlist-storage.ts';

const props = { language: 'it', path: '/wishlist', apiBaseUrl: '' };
const stored = [
  { productId: 101, name: 'Lenzuolo Aurora', productUrl: '/letto/lenzuola/lenzuolo-aurora', photo: '/media/p/101.svg' },
  { productId: 102, name: 'Telo Mare', productUrl: '/bagno/teli/telo-mare', photo: '/media/p/102.svg' },
];

function storageChanged() {
  window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
}

beforeEach(() => {
  localStorage.clear();
  startWishlistFact();
  storageChanged();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('wishlist page', () => {
  it('§2 empty storage shows the no-favourites message', () => {
    render(<Wishlist {...props} />);
    expect(screen.getByText('Non hai ancora salvato nessun preferito.')).toBeTruthy();
  });

  it('§2 lists the stored products with links to their pages', () => {
    localStorage.setItem('wishlist', JSON.stringify(stored));
    storageChanged();
    render(<Wishlist {...props} language="en" />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/letto/lenzuola/lenzuolo-aurora', '/en/bagno/teli/telo-mare']);
  });

  it('§4 removing the last product removes the storage key and updates the wishlist fact', async () => {
    localStorage.setItem('wishlist', JSON.stringify(stored.slice(0, 1)));
    storageChanged();
    render(<Wishlist {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /Lenzuolo Aurora/ }));
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(await getBus().current('wishlist')).toEqual({ productIds: [] });
    expect(screen.getByText('Non hai ancora salvato nessun preferito.')).toBeTruthy();
  });

  it('publishes the ids of the stored products as the wishlist fact, also after another tab changed them', async () => {
    localStorage.setItem('wishlist', JSON.stringify(stored));
    storageChanged();
    expect(await getBus().current('wishlist')).toEqual({ productIds: [101, 102] });
  });

  it('corrupt storage is shown as an empty wishlist with a warning, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('wishlist', '[{"broken"');
    storageChanged();
    render(<Wishlist {...props} />);
    expect(screen.getByText('Non hai ancora salvato nessun preferito.')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });
});
