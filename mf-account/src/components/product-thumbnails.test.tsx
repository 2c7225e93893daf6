import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ProductThumbnails } from './product-thumbnails.tsx';

afterEach(cleanup);

const line = (productId: number, productPhotoUrl: string | null) => ({ productId, productNameLevel1: `Articolo ${productId}`, productPhotoUrl, itemTypeCode: 'P' });

describe('[31.11] account thumbnails (account §8 O11: a missing image falls back to a default file)', () => {
  it('§8 a line without a photo shows the default image, named like the product', () => {
    render(<ProductThumbnails lines={[line(1, null)]} language="it" />);
    const img = screen.getByRole('img', { name: 'Articolo 1' });
    expect(img.getAttribute('src')).toBe('/media/default.svg');
  });

  it('§8 a photo that fails to load falls back to the default image (its srcset dropped)', () => {
    render(<ProductThumbnails lines={[line(2, '/media/products/missing.webp')]} language="it" />);
    const img = screen.getByRole('img', { name: 'Articolo 2' });
    expect(img.getAttribute('src')).not.toBe('/media/default.svg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/media/default.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
