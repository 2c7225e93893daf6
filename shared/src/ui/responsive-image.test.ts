import { describe, expect, it } from 'vitest';
import { PHOTO_SIZES, PHOTO_WIDTHS, photoAtWidth, responsiveImage } from './responsive-image.ts';

describe('responsiveImage (issue 17 point 7)', () => {
  it('issue 17 §7 a product photo gets every served width in srcSet, its sizes and its box', () => {
    const image = responsiveImage('/media/products/lenzuolo-in-lino-salvia-10001-2.jpg', { sizes: PHOTO_SIZES.card, width: 240, height: 300 });
    expect(image).toEqual({
      src: '/media/products/lenzuolo-in-lino-salvia-10001-2.jpg?w=640',
      srcSet: PHOTO_WIDTHS.map((w) => `/media/products/lenzuolo-in-lino-salvia-10001-2.jpg?w=${w} ${w}w`).join(', '),
      sizes: PHOTO_SIZES.card,
      width: 240,
      height: 300,
    });
    expect(image.srcSet).toContain('?w=320 320w');
    expect(image.srcSet).toContain('?w=1280 1280w');
  });

  it('issue 17 §7 an old order line’s drawn photo address is served as the raster photo', () => {
    expect(photoAtWidth('/media/products/federa-10044-1.svg', 480)).toBe('/media/products/federa-10044-1.jpg?w=480');
  });

  it('leaves every other image as it is: banners, the fallback, foreign addresses', () => {
    for (const src of ['/media/default.svg', '/media/banners/lino-lavato-letto.svg', 'https://cdn.example/a-1.jpg', '/media/products/x.jpg', '/media/products/a-1.jpg?w=320']) {
      expect(responsiveImage(src, { sizes: '80px', width: 80, height: 100 })).toEqual({ src, width: 80, height: 100 });
    }
  });
});
