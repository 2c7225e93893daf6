import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ContentItemSchema } from '../common/contract-schemas.ts';
import { notFound } from '../../domain/errors.ts';
import { ContextHeaders, ErrorResponses, Id, requestContext } from '../common/http.ts';

const PageContentSchema = Type.Object({
  menuId: Type.Integer(),
  key: Type.String({ description: 'Menu key (cookie, faq, mentions_legales…).' }),
  label: Type.String({ description: 'The entry label in the request language.' }),
  canonicalUrl: Type.String({ description: 'Path below the language prefix.' }),
  gridId: Type.Integer(),
  gridTypeId: Type.Union([Type.Integer(), Type.Null()]),
  language: Type.String({ description: 'The language answered.' }),
  items: Type.Array(ContentItemSchema),
});

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

  app.get(
    '/api/external/content/page/:id',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Page content by id (storefront §7: legal pages, blog, cookie content)',
        description:
          'Issue 31 §4. The menu entry of a content page (menuType PAGE with a grid) and its content items, as ' +
          '/api/external/content/grid/{gridId} answers them, in the language header (Italian where a text is missing). ' +
          '404 PAGE_NOT_FOUND (Error.1) for an unknown id or an entry that is no content page; 400 VALIDATION_ERROR for a malformed id.',
        params: Type.Object({ id: Id('menuId of the page (e.g. 71 the cookie policy, 72 the legal notice).') }),
        headers: ContextHeaders,
        response: { 200: PageContentSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { brandId, language } = requestContext(request);
      const entry = (await app.menuService.menu(brandId, language)).find((item) => item.menuId === request.params.id);
      if (!entry || entry.menuType !== 'PAGE' || entry.gridId === null) {
        throw notFound('PAGE_NOT_FOUND', `No content page ${request.params.id}.`, 'Error.1');
      }
      const items = await app.contentService.grid(entry.gridId, language);
      const paths = await app.menuService.paths(brandId);
      return {
        menuId: entry.menuId,
        key: entry.key,
        label: entry.label,
        canonicalUrl: entry.canonicalUrl,
        gridId: entry.gridId,
        gridTypeId: entry.gridTypeId,
        language,
        items: items.map((item) => (item.menuHref ? { ...item, menuHref: paths.localize(item.menuHref, language) } : item)),
      };
    },
  );
};

export default routes;
