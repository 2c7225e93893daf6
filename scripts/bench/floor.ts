/**
 * The floor page of architecture §6: one static HTML page holding only the product page's LCP
 * image and no script, served by a tiny local server for the run. Lighthouse measures it beside
 * the shop's pages, so each page's LCP reads as a multiple of what the network and this machine
 * allow for that image alone. The ratio means something only if the floor loads the same bytes:
 * the image is taken as the product page's server HTML names it (src, srcset and sizes, so the
 * browser picks the same width) and every candidate is fetched as Chromium asks for an image (so
 * the shop answers with the same format).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The photo's size on the product page (mf-catalogue photo-slider.tsx). */
export const PRODUCT_PHOTO_SIZE = { width: 600, height: 750 } as const;

export interface FloorImage {
  /** src of the <img>: a path (and query) on the floor server, as on the shop. */
  src: string;
  /** srcset and sizes of the product page's <img>, when it has them: the browser picks the same candidate. */
  srcset?: string;
  sizes?: string;
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
  const responsive = [
    image.srcset ? ` srcset="${escapeHtml(image.srcset)}"` : '',
    image.sizes ? ` sizes="${escapeHtml(image.sizes)}"` : '',
  ].join('');
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
    `<main><img src="${escapeHtml(image.src)}"${responsive} alt="${alt}" width="${image.width}" height="${image.height}" fetchpriority="high" loading="eager"></main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const decodeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name]!);

/** The attributes of one start tag, names lower-cased (React writes imageSrcSet, fetchPriority). */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([a-zA-Z][\w:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+)))?/g)) {
    attributes[match[1]!.toLowerCase()] ??= decodeHtml(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Every URL of a srcset ("a.jpg?w=320 320w, a.jpg?w=640 640w" → the two addresses). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter((url) => url.length > 0);
}

/**
 * The product page's LCP image as its server HTML names it: the first <img fetchpriority="high">
 * (src, srcset, sizes, alt, size), else the <link rel="preload" as="image"> React moved to
 * <head> (then the alt is the page title). null when the HTML names neither.
 */
export function lcpImageOf(html: string): FloorImage | null {
  const img = [...html.matchAll(/<img\b[^>]*>/gi)].map((m) => attributesOf(m[0])).find((a) => a.fetchpriority?.toLowerCase() === 'high');
  if (img && (img.src || img.srcset)) {
    return {
      src: img.src || srcsetUrls(img.srcset!)[0]!,
      ...(img.srcset ? { srcset: img.srcset } : {}),
      ...(img.sizes ? { sizes: img.sizes } : {}),
      alt: img.alt ?? '',
      width: Number(img.width) || PRODUCT_PHOTO_SIZE.width,
      height: Number(img.height) || PRODUCT_PHOTO_SIZE.height,
    };
  }
  const preload = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => attributesOf(m[0]))
    .find((a) => a.rel?.toLowerCase() === 'preload' && a.as?.toLowerCase() === 'image' && (a.href || a.imagesrcset));
  if (!preload) return null;
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  return {
    src: preload.href || srcsetUrls(preload.imagesrcset!)[0]!,
    ...(preload.imagesrcset ? { srcset: preload.imagesrcset } : {}),
    ...(preload.imagesizes ? { sizes: preload.imagesizes } : {}),
    alt: title ? decodeHtml(title) : '',
    ...PRODUCT_PHOTO_SIZE,
  };
}

/** Every address the browser may ask for the image: its src and each srcset candidate, once. */
export const imageUrls = (image: FloorImage) => [...new Set([image.src, ...(image.srcset ? srcsetUrls(image.srcset) : [])])];

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

/**
 * Serves `files` (URL path, with its query when it has one → body) on 127.0.0.1, a free port;
 * text compressed as the API does (brotli quality 4).
 */
export async function startFloorServer(files: Record<string, FloorFile>): Promise<FloorServer> {
  const compressed = new Map<string, Partial<Record<'br' | 'gzip', Buffer>>>();
  for (const [urlPath, file] of Object.entries(files)) {
    compressed.set(urlPath, {
      br: brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
      gzip: gzipSync(file.body),
    });
  }
  const server = createServer((request, response) => {
    const asked = new URL(request.url ?? '/', 'http://floor');
    // The product photos differ by their query alone (?w=960): the query is part of the name.
    const urlPath = `${asked.pathname}${asked.search}`;
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

/** The Accept header Chromium sends for an <img> (and an image preload): the shop answers AVIF to it. */
export const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** How the product page's HTML is asked for: as a browser's navigation. */
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** One image as the floor serves it: its address on the shop (path and query), type and bytes. */
export interface FloorImageFile {
  path: string;
  contentType: string;
  bytes: number;
}

/** The floor page of a run: its server, the image it holds and the files of that image. */
export type FloorPage = FloorServer & { url: string; image: FloorImage; files: FloorImageFile[] };

/** Path and query of a URL read against the shop: the floor serves each file under the same name. */
const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

/**
 * Reads the product page's LCP image from its server HTML, fetches that image (every srcset
 * candidate) from the shop as Chromium would, and serves it on a floor page at '/'. The image
 * keeps its path and query, so the floor's request is the product page's request, only alone.
 */
export async function startFloorPage(
  shopOrigin: string,
  productPage: string,
): Promise<FloorPage> {
  const pageUrl = new URL(productPage, shopOrigin);
  const page = await fetch(pageUrl, { headers: { accept: PAGE_ACCEPT }, signal: AbortSignal.timeout(30_000) });
  if (!page.ok) throw new Error(`GET ${pageUrl.pathname} answered ${page.status}`);
  const image = lcpImageOf(await page.text());
  if (!image) throw new Error(`the product page's HTML names no LCP image (x-render: ${page.headers.get('x-render') ?? 'none'})`);
  const served: Record<string, FloorFile> = {};
  const files: FloorImageFile[] = [];
  for (const address of imageUrls(image)) {
    const url = new URL(address, pageUrl);
    if (url.origin !== pageUrl.origin) throw new Error(`the LCP image ${url.href} is not on the shop's origin`);
    const response = await fetch(url, { headers: { accept: CHROMIUM_IMAGE_ACCEPT }, signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`GET ${pathAndQuery(url)} answered ${response.status}`);
    const file: FloorFile = { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    served[pathAndQuery(url)] = file;
    files.push({ path: pathAndQuery(url), contentType: file.contentType, bytes: file.body.length });
  }
  const server = await startFloorServer({ '/': { body: Buffer.from(floorHtml(image)), contentType: 'text/html; charset=utf-8' }, ...served });
  return { ...server, url: `${server.origin}/`, image, files };
}
