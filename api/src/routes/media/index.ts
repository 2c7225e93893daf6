import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isMediaPath, mediaEtag, renderMediaSvg } from '../../domain/media/svg-image.ts';
import { setImageThreads, variant } from '../../domain/media/image-pipeline.ts';
import { EncodeQueue, encodeLimitsFromEnv, type EncodeLimits } from '../../domain/media/encode-queue.ts';
import { mediaDirFromEnv, type MediaStore } from '../../domain/media/media-store.ts';
import { CONTENT_TYPES, DEFAULT_PHOTO_WIDTH, negotiateFormat, PHOTO_WIDTHS } from '../../domain/media/photo-formats.ts';
import { parsePhotoPath, productPhotoMaster, warmDemoPhotos } from '../../domain/media/product-photos.ts';
import { notFound } from '../../domain/errors.ts';
import { ErrorResponses } from '../common/http.ts';

export interface MediaRouteOptions {
  /** Where photos, their variants and the demo masters live (default MEDIA_DIR or <repo>/data/media). */
  mediaDir?: string;
  /** Paint the demo catalogue's missing masters and their common variants in the background once the server is ready (server.ts). */
  warmUp?: boolean;
  /** Image jobs at once, requests waiting, threads per job (issue 29 §3); default from MEDIA_ENCODE_* and the cores. */
  encoding?: Partial<EncodeLimits>;
}

/** An old order line's '/media/products/<slug>-<n>.svg': the same photo, now a raster one. */
const LEGACY_PRODUCT_SVG = /^products\/([a-z0-9-]{1,160}-[1-9]\d?)\.svg$/;

const WIDTH_PATTERN = `^(${PHOTO_WIDTHS.join('|')})$`;

const routes: FastifyPluginAsyncTypebox<MediaRouteOptions> = async (app, options) => {
  const limits = { ...encodeLimitsFromEnv(), ...options.encoding };
  setImageThreads(limits.threads);
  // One queue for every image job of this server: the thread pool it protects is the process's.
  const store: MediaStore = { root: options.mediaDir ?? mediaDirFromEnv(), encoder: new EncodeQueue(limits) };
  if (options.warmUp) {
    app.addHook('onReady', async () => {
      void warmDemoPhotos(app.db, store).then(
        ({ recipes, seconds }) => app.log.info(`demo product photos ready: ${recipes} shots checked in ${seconds} s`),
        (err: unknown) => app.log.error({ err }, 'demo product photos could not be prepared'),
      );
    });
  }

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'Product photos (AVIF, WebP, JPEG) and drawn placeholder images (SVG)',
        description:
          'Product photos: /media/products/<canonicalUrl>-<n>.jpg?w=<320|480|640|960|1280> (w optional, default 960). ' +
          'The format follows Accept: AVIF, else WebP, else JPEG (Vary: Accept); never wider than the master; ETag ' +
          'and one day of caching. Photo n of a product is its imported photo, else a generated demo shot; an unknown ' +
          'product or number is 404, any other width 400. A photo not made yet waits for the image queue; when the ' +
          'queue is full the answer is 503 MEDIA_BUSY with Retry-After (seconds). An old /media/products/<slug>-<n>.svg redirects (301) to it. ' +
          'Other images: any /media/<folder>/<slug>.svg (lower-case letters, digits, dashes; up to 3 folders) is drawn ' +
          'on request; the folder sets the size (banners 1600x640, categories 800x1000, menu 480x600, editorial ' +
          '1400x700, magazine 1200x800, stores 800x600, other 800x800). /media/default.svg is the fallback image.',
        params: Type.Object({ '*': Type.String({ maxLength: 400 }) }),
        querystring: Type.Object({ w: Type.Optional(Type.String({ pattern: WIDTH_PATTERN, description: 'Photo width in pixels' })) }),
        response: { 200: Type.Unsafe<unknown>({ description: 'image/avif, image/webp, image/jpeg or image/svg+xml' }), 301: Type.Null(), 304: Type.Null(), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      // The message never quotes the path: an error answer does not echo what the client sent.
      const missing = () => notFound('NOT_FOUND', 'No image at this address.');
      const photo = parsePhotoPath(path);
      if (photo) {
        const master = await productPhotoMaster(app.db, store, photo);
        if (!master) throw missing();
        const width = request.query.w ? Number(request.query.w) : DEFAULT_PHOTO_WIDTH;
        const format = negotiateFormat(request.headers.accept);
        const etag = `"${master.hash.slice(0, 20)}-${width}-${format}"`;
        const cached = () => reply.header('etag', etag).header('cache-control', 'public, max-age=86400').header('vary', 'Accept');
        if (request.headers['if-none-match'] === etag) return cached().code(304).send(null);
        // Before any caching header: a 503 MEDIA_BUSY (issue 29 §3) is never kept by a cache.
        const file = await variant(store, master.hash, width, format);
        const { size } = await stat(file);
        return cached().type(CONTENT_TYPES[format]).header('content-length', size).send(createReadStream(file));
      }
      const legacy = LEGACY_PRODUCT_SVG.exec(path);
      if (legacy) return reply.code(301).header('location', `/media/products/${legacy[1]}.jpg`).send(null);
      if (!isMediaPath(path)) throw missing();
      const etag = mediaEtag(path);
      reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(renderMediaSvg(path));
    },
  );
};

export default routes;
