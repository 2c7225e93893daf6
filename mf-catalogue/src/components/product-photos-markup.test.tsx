import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PHOTO_SIZES, PHOTO_WIDTHS } from '@trama/shared/ui';
import { product } from '../test-support/product.ts';
import { PhotoSlider } from '../features/product-page/components/photo-slider.tsx';
import { ProductCard } from './product-card.tsx';

const PHOTO = '/media/products/lenzuolo-in-lino-salvia-10001-1.jpg';
const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe('product photo markup (issue 17 point 7)', () => {
  it('issue 17 §7 a list card: srcset of every width, sizes, a reserved 4:5 box, lazy below the fold', () => {
    const html = renderToString(<ProductCard product={product({ photo: PHOTO, thumbnail: PHOTO })} language="it" />);
    const srcSet = attribute(html, 'srcSet')!;
    expect(srcSet.split(', ')).toEqual(PHOTO_WIDTHS.map((w) => `${PHOTO}?w=${w} ${w}w`));
    // Issue 30 §6: two a row on a phone, the page's margins and the gap taken off.
    expect(attribute(html, 'sizes')).toBe(PHOTO_SIZES.card);
    expect(attribute(html, 'sizes')).toMatch(/calc\(50vw - 38px\)$/);
    expect(attribute(html, 'width')).toBe('240');
    expect(attribute(html, 'height')).toBe('300');
    expect(attribute(html, 'loading')).toBe('lazy');
    const eager = renderToString(<ProductCard product={product({ photo: PHOTO, thumbnail: PHOTO })} language="it" eager />);
    expect(attribute(eager, 'loading')).toBe('eager');
  });

  it('issue 13 §6 the server HTML holds the first photo only: the others, beside the screen, would share the connection with it', () => {
    const photos = [PHOTO, PHOTO.replace('-1.jpg', '-2.jpg'), PHOTO.replace('-1.jpg', '-3.jpg')];
    const html = renderToString(<PhotoSlider photos={photos} name="Lenzuolo" label="Foto" />);
    expect(html.match(/<img [^>]*>/g)).toHaveLength(1);
    expect(html.match(/swiper-slide/g)).toHaveLength(3);
  });

  it('issue 17 §7 the product page photo: first one high priority and preloaded with its srcset, the others lazy once the page runs', () => {
    const photos = [PHOTO, PHOTO.replace('-1.jpg', '-2.jpg')];
    const html = renderToString(<PhotoSlider photos={photos} name="Lenzuolo" label="Foto" />);
    const view = render(<PhotoSlider photos={photos} name="Lenzuolo" label="Foto" />);
    const first = html.match(/<img [^>]*>/g)![0];
    const second = view.container.querySelectorAll('img')[1]!.outerHTML;
    view.unmount();
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain(`srcSet="${PHOTO}?w=320 320w,`);
    expect(attribute(first!, 'sizes')).toBe(PHOTO_SIZES.page);
    expect(attribute(first!, 'sizes')).toMatch(/calc\(100vw - 64px\)$/);
    expect(attribute(first!, 'width')).toBe('600');
    expect(attribute(first!, 'height')).toBe('750');
    expect(second).toContain('loading="lazy"');
    expect(second).not.toMatch(/fetchpriority/i);
    // React turns the high-priority image into a preload that carries the same srcset and sizes.
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
    expect(preload).toContain(`imageSrcSet="${PHOTO}?w=320 320w,`);
    expect(preload).toContain('imageSizes=');
  });
});
