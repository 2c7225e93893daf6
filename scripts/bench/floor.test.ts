import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHROMIUM_IMAGE_ACCEPT, PRODUCT_PHOTO_SIZE, floorHtml, lcpImageOf, pickEncoding, startFloorPage, startFloorServer } from './floor.ts';

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

  it('asks for the image with the same srcset and sizes as the product page, so the browser picks the same width', () => {
    const responsive = floorHtml({ src: '/media/products/a-1.jpg?w=640', srcset: '/media/products/a-1.jpg?w=320 320w, /media/products/a-1.jpg?w=960 960w', sizes: '(min-width: 768px) 60vw, 100vw', alt: 'A', ...PRODUCT_PHOTO_SIZE });
    expect(responsive).toContain(
      '<img src="/media/products/a-1.jpg?w=640" srcset="/media/products/a-1.jpg?w=320 320w, /media/products/a-1.jpg?w=960 960w" sizes="(min-width: 768px) 60vw, 100vw" alt="A" width="600" height="750" fetchpriority="high" loading="eager">',
    );
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

/** The product page's server HTML as the renderer writes it (React: imageSrcSet, srcSet, fetchPriority). */
const SRCSET = [320, 480, 640, 960, 1280].map((w) => `/media/products/lenzuolo-10016-1.jpg?w=${w} ${w}w`).join(', ');
const SIZES = '(min-width: 1280px) 720px, (min-width: 768px) 60vw, 100vw';
const PRODUCT_HTML = [
  '<!doctype html><html lang="it"><head><title>Lenzuolo &amp; federe | Trama</title>',
  `<link rel="preload" as="image" imageSrcSet="${SRCSET}" imageSizes="${SIZES}" fetchPriority="high"/>`,
  '</head><body><header><img src="/logo.svg" alt="Trama" width="120" height="40"></header>',
  `<main><img class="cat-product__photo" src="/media/products/lenzuolo-10016-1.jpg?w=640" srcSet="${SRCSET}" sizes="${SIZES}" width="600" height="750" alt="Lenzuolo &amp; federe" fetchPriority="high" loading="eager"/>`,
  '<img src="/media/products/lenzuolo-10016-2.jpg?w=640" alt="" loading="lazy"/></main></body></html>',
].join('');

describe("the product page's LCP image, read from its server HTML", () => {
  it('is the first high-priority <img>: src, srcset, sizes, alt and size as the page has them', () => {
    expect(lcpImageOf(PRODUCT_HTML)).toEqual({ src: '/media/products/lenzuolo-10016-1.jpg?w=640', srcset: SRCSET, sizes: SIZES, alt: 'Lenzuolo & federe', width: 600, height: 750 });
  });

  it('else the image preload React moved to <head>, named after the page title', () => {
    const headOnly = PRODUCT_HTML.replace(/<main>.*<\/main>/, '<main></main>');
    expect(lcpImageOf(headOnly)).toEqual({ src: '/media/products/lenzuolo-10016-1.jpg?w=320', srcset: SRCSET, sizes: SIZES, alt: 'Lenzuolo & federe | Trama', ...PRODUCT_PHOTO_SIZE });
    expect(lcpImageOf('<html><head><link rel="preload" as="script" href="/main.js"></head><body><img src="/a.jpg"></body></html>')).toBeNull();
  });
});

/** A shop that answers images as the real one does: AVIF to a browser that accepts it, JPEG otherwise. */
async function fakeShop(): Promise<{ origin: string; asked: { url: string; headers: IncomingHttpHeaders }[]; close(): void }> {
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    asked.push({ url: request.url!, headers: request.headers });
    const url = new URL(request.url!, 'http://shop');
    if (url.pathname === '/it/letto/lenzuola/lenzuolo-10016') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-render': 'server' }).end(PRODUCT_HTML);
    } else if (url.pathname === '/it/carrello') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-render': 'browser' }).end('<!doctype html><html><body><div id="root"></div></body></html>');
    } else if (url.pathname === '/media/products/lenzuolo-10016-1.jpg' && url.searchParams.has('w')) {
      const avif = /image\/avif/.test(request.headers.accept ?? '');
      response.writeHead(200, { 'content-type': avif ? 'image/avif' : 'image/jpeg' }).end(`${avif ? 'avif' : 'jpeg'} at ${url.searchParams.get('w')} px`);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, close: () => server.close() };
}

describe('the floor page of a product page', () => {
  it('serves the very files the product page loads: same addresses with their query, the format Chromium gets, same bytes', async () => {
    const shop = await fakeShop();
    const floor = await startFloorPage(shop.origin, '/it/letto/lenzuola/lenzuolo-10016');
    try {
      const html = await (await fetch(floor.url)).text();
      expect(html).toContain(`srcset="${SRCSET}" sizes="${SIZES}"`);
      expect(html).toContain('alt="Lenzuolo &amp; federe"');
      // Each width a phone may pick (412 px at DPR 1.75 picks 960), as the shop answers Chromium.
      for (const width of [320, 480, 640, 960, 1280]) {
        const path = `/media/products/lenzuolo-10016-1.jpg?w=${width}`;
        const image = await fetch(`${floor.origin}${path}`);
        expect(image.headers.get('content-type')).toBe('image/avif');
        expect(await image.text()).toBe(`avif at ${width} px`);
      }
      expect(floor.files.map((file) => file.path)).toHaveLength(5);
      expect(shop.asked.filter((request) => request.url.startsWith('/media/')).every((request) => request.headers.accept === CHROMIUM_IMAGE_ACCEPT)).toBe(true);
      // The full-size photo (no ?w=) is not what the product page loads: the floor does not have it.
      expect((await fetch(`${floor.origin}/media/products/lenzuolo-10016-1.jpg`)).status).toBe(404);
    } finally {
      await floor.close();
      shop.close();
    }
  });

  it('refuses a page whose HTML names no LCP image, saying how it was rendered, and a page that is not there', async () => {
    const shop = await fakeShop();
    try {
      await expect(startFloorPage(shop.origin, '/it/carrello')).rejects.toThrow("the product page's HTML names no LCP image (x-render: browser)");
      await expect(startFloorPage(shop.origin, '/it/nowhere')).rejects.toThrow('GET /it/nowhere answered 404');
    } finally {
      shop.close();
    }
  });
});
