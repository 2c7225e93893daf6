import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isMediaPath, mediaEtag, renderMediaSvg } from '../../domain/media/svg-image.ts';
import { notFound } from '../../domain/errors.ts';
import { ErrorResponses } from '../common/http.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated placeholder images (SVG)',
        description:
          'Any /media/<folder>/<slug>.svg (lower-case letters, digits, dashes; up to 3 folders) is drawn on ' +
          'request; the folder sets the size (banners 1600x640, categories 800x1000, menu 480x600, editorial ' +
          '1400x700, magazine 1200x800, products 800x1000, stores 800x600, other 800x800). /media/default.svg ' +
          'is the fallback image. Other paths are 404.',
        params: Type.Object({ '*': Type.String({ maxLength: 400 }) }),
        response: { 200: Type.String({ description: 'image/svg+xml' }), 304: Type.Null(), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      // The message never quotes the path: an error answer does not echo what the client sent.
      if (!isMediaPath(path)) throw notFound('NOT_FOUND', 'No image at this address.');
      const etag = mediaEtag(path);
      reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(renderMediaSvg(path));
    },
  );
};

export default routes;
