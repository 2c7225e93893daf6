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
          'Items ordered by section, widget, position. Texts are in the request language; an item missing ' +
          'in it is served in Italian, and its `language` says so (absent on items written once for every ' +
          'language). A menuHref naming a menu page is in the request language\'s own words (issue 17 §1). 400 VALIDATION_ERROR for an id that is not a positive integer, ' +
          '404 GRID_NOT_FOUND for an unknown grid.',
        params: Type.Object({ id: Id('Grid id (gridId of a menu entry; 21 is the home page).') }),
        headers: ContextHeaders,
        response: { 200: Type.Array(ContentItemSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const { brandId, language } = requestContext(request);
      const items = await app.contentService.grid(request.params.id, language);
      if (!items.some((item) => item.menuHref)) return items;
      // Issue 17 §1: a link stored with a path in another language's words (the Italian one) is served in this language's.
      const paths = await app.menuService.paths(brandId);
      return items.map((item) => (item.menuHref ? { ...item, menuHref: paths.localize(item.menuHref, language) } : item));
    },
  );
};

export default routes;
