import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ContentItemSchema } from '../common/contract-schemas.ts';
import { ContextHeaders, ErrorResponses, Id, requestContext } from '../common/http.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/content/grid/:id',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Content items of a CMS grid (storefront §3 Content item)',
        description:
          'Items ordered by section, widget, position. Texts are in the request language, falling back ' +
          'to en then it per item. 400 VALIDATION_ERROR for an id that is not a positive integer, ' +
          '404 GRID_NOT_FOUND for an unknown grid.',
        params: Type.Object({ id: Id('Grid id (gridId of a menu entry; 21 is the home page).') }),
        headers: ContextHeaders,
        response: { 200: Type.Array(ContentItemSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const { language } = requestContext(request);
      return app.contentService.grid(request.params.id, language);
    },
  );
};

export default routes;
