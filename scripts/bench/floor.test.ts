import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PHOTO_SIZE, firstPhoto, floorHtml, pickEncoding, startFloorServer } from './floor.ts';

describe('the floor page', () => {
  const html = floorHtml({ src: '/media/products/lenzuolo-29333-1.svg', alt: 'Lenzuolo "Senape" & federe', ...PRODUCT_PHOTO_SIZE });

  it('holds the LCP image, eager and high priority, at the product page size', () => {
    expect(html).toContain(
      '<img src="/media/products/lenzuolo-29333-1.svg" alt="Lenzuolo &quot;Senape&quot; &amp; federe" width="600" height="750" fetchpriority="high" loading="eager">',
    );
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('has no script at all', () => {
    expect(html).not.toMatch(/<script|javascript:|\son\w+=/i);
  });

  it('is a complete page Lighthouse can score: doctype, lang, viewport, title and description', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain('<title>Lenzuolo &quot;Senape&quot; &amp; federe</title>');
    expect(html).toContain('<meta name="description"');
    expect(floorHtml({ src: '/a.svg', alt: 'x', width: 1, height: 1 }, 'en')).toContain('<html lang="en">');
  });

  it("takes the product's first photo, as the product page shows it", () => {
    expect(firstPhoto({ photo: '/media/products/a-1.svg', photosX75: ['/media/products/a-1.svg', '/media/products/a-2.svg'] })).toBe('/media/products/a-1.svg');
    expect(firstPhoto({ photo: '', photosX75: ['/media/products/a-2.svg'] })).toBe('/media/products/a-2.svg');
    expect(firstPhoto({ photo: '', photosX75: [] })).toBeNull();
  });
});

describe('floor server', () => {
  it('prefers brotli, then gzip, for text and SVG only', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', 'text/html; charset=utf-8')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, deflate', 'image/svg+xml')).toBe('gzip');
    expect(pickEncoding(undefined, 'text/html')).toBeNull();
    expect(pickEncoding('gzip, br', 'image/jpeg')).toBeNull();
  });

  it('serves its files on a free local port, compressed when asked, 404 otherwise', async () => {
    const server = await startFloorServer({
      '/': { body: Buffer.from('<!doctype html><p>floor</p>'), contentType: 'text/html; charset=utf-8' },
      '/media/a.svg': { body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), contentType: 'image/svg+xml' },
    });
    try {
      expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const page = await fetch(`${server.origin}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe('<!doctype html><p>floor</p>');
      const image = await fetch(`${server.origin}/media/a.svg`);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(await image.text()).toContain('<svg');
      expect((await fetch(`${server.origin}/favicon.ico`)).status).toBe(404);
      // Raw bytes, as a browser receives them: node:http with an explicit accept-encoding.
      const { request } = await import('node:http');
      const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        request(`${server.origin}/`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
      expect(raw.encoding).toBe('gzip');
      expect(gunzipSync(raw.body).toString()).toBe('<!doctype html><p>floor</p>');
    } finally {
      await server.close();
    }
  });
});
