/**
 * The floor page of architecture §6: one static HTML page holding only the product page's LCP
 * image (its first photo) and no script, served by a tiny local server for the run. Lighthouse
 * measures it beside the shop's pages, so each page's LCP reads as a multiple of what the
 * network and this machine allow for that image alone.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Product } from '../../shared/src/contract/product.ts';

/** The photo the product page shows first, its LCP element (mf-catalogue product-page.tsx: photo, then photosX75). */
export function firstPhoto(product: Pick<Product, 'photo' | 'photosX75'>): string | null {
  return [product.photo, ...product.photosX75].find((photo) => typeof photo === 'string' && photo.length > 0) ?? null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface FloorImage {
  /** src of the <img>: a path on the floor server. */
  src: string;
  alt: string;
  /** The product page's intrinsic size of the photo (photo-slider.tsx: 600 × 750). */
  width: number;
  height: number;
}

/**
 * A complete, valid page with the image as its only content and no script: lang, viewport,
 * title and description so Lighthouse scores it like a real page; the image eager and high
 * priority, as the product page asks for its first photo.
 */
export function floorHtml(image: FloorImage, lang = 'it'): string {
  const alt = escapeHtml(image.alt);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${alt}</title>`,
    `<meta name="description" content="${alt}">`,
    '<style>body{margin:0}img{display:block;width:100%;height:auto}</style>',
    '</head>',
    '<body>',
    `<main><img src="${escapeHtml(image.src)}" alt="${alt}" width="${image.width}" height="${image.height}" fetchpriority="high" loading="eager"></main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export interface FloorFile {
  body: Buffer;
  contentType: string;
}

/** 'br', 'gzip' or null: what the floor answers with, preferring brotli like the API's @fastify/compress. */
export function pickEncoding(acceptEncoding: string | undefined, contentType: string): 'br' | 'gzip' | null {
  if (!/^(?:text\/|image\/svg|application\/(?:json|javascript))/.test(contentType)) return null;
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export interface FloorServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves `files` (URL path → body) on 127.0.0.1, a free port; text compressed as the API does (brotli quality 4). */
export async function startFloorServer(files: Record<string, FloorFile>): Promise<FloorServer> {
  const compressed = new Map<string, Partial<Record<'br' | 'gzip', Buffer>>>();
  for (const [urlPath, file] of Object.entries(files)) {
    compressed.set(urlPath, {
      br: brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
      gzip: gzipSync(file.body),
    });
  }
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = files[urlPath];
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const encoding = pickEncoding(request.headers['accept-encoding'], file.contentType);
    const body = encoding ? compressed.get(urlPath)![encoding]! : file.body;
    response.writeHead(200, {
      'content-type': file.contentType,
      'content-length': body.length,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The photo's size on the product page (mf-catalogue photo-slider.tsx). */
export const PRODUCT_PHOTO_SIZE = { width: 600, height: 750 } as const;

/**
 * Fetches the product page's first photo from the shop and serves it on a floor page at '/'.
 * The image keeps its path, so the floor's request is the product page's request, only alone.
 */
export async function startFloorPage(shopOrigin: string, photo: string, alt: string): Promise<FloorServer & { url: string }> {
  const photoUrl = new URL(photo, shopOrigin);
  const response = await fetch(photoUrl, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${photoUrl.pathname} answered ${response.status}`);
  const image: FloorFile = { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  const html = floorHtml({ src: photoUrl.pathname, alt, ...PRODUCT_PHOTO_SIZE });
  const server = await startFloorServer({
    '/': { body: Buffer.from(html), contentType: 'text/html; charset=utf-8' },
    [photoUrl.pathname]: image,
  });
  return { ...server, url: `${server.origin}/` };
}
