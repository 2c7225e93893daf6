import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CatalogueAnswerSchema, CatalogueRequestSchema, SearchAnswerSchema } from '../common/catalogue-schemas.ts';
import { ListSortParam, ShopHeaders, pagingQuery } from '../common/catalogue-http.ts';
import { ErrorResponses, Id, requestContext } from '../common/http.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/external/product/catalogue/menu/:menuId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product list of a menu entry (storefront §2 Product list, §4, §7)',
        description:
          'Products of a CATALOGUE entry, or of every CATALOGUE entry below a MENU entry, without unpriced ones. ' +
          'Body { filters: [{ searchFilter, values }] } (empty body or {} = no filter): values of one kind are OR, ' +
          'kinds are AND. searchValue slugs: COLOR colour slug (salvia, bianco_latte), SIZE size slug (160x280, xl), ' +
          "MATERIAL slug (lino, oro, argento), PRICE 0_50 | 50_100 | 100_200 | 200_500 | 500_plus, PROMOTION '20%' " +
          "(written 20{perc} in URLs). sort=promotions keeps only products on promotion (a discount, or an old price " +
          'above the price), by ranking; totalElements counts them. ' +
          "`filters` lists every filter of the entry's products (not only the page), named and valued in the request " +
          "language; the COLOR value is the colour code '#rrggbb/<name>'. 400 VALIDATION_ERROR for a bad page/size/sort/body, " +
          '400 INVALID_FILTER for an unknown PRICE or PROMOTION value, 404 MENU_NOT_FOUND for an unknown entry or a PAGE.',
        headers: ShopHeaders,
        params: Type.Object({ menuId: Id('Menu entry id') }),
        querystring: Type.Object({ ...pagingQuery(24), sort: ListSortParam }),
        body: CatalogueRequestSchema,
        response: { 200: CatalogueAnswerSchema, ...ErrorResponses },
      },
      // A POST without a body means "no filter" (§7: the filters body is optional).
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) (request as { body: unknown }).body = {};
      },
    },
    async (request) => {
      const { brandId, language } = requestContext(request);
      const { page, size, sort } = request.query;
      return app.catalogueService.catalogue(brandId, request.params.menuId, request.body, { page, size, sort }, language);
    },
  );

  app.get(
    '/api/external/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product search (storefront §2 Search, §5, §7)',
        description:
          "Full-text search in the request language, over the texts written in it (Italian stemming for it: 'lenzuolo' " +
          "finds 'lenzuola'; French for fr: 'drap lin'; and so on), accent-insensitive, ranked by relevance then ranking " +
          "(or by price). When nothing matches, names close to every word are returned ('lenzuola cottone'). Products " +
          'without a price are never returned. `categories`: at most 6 menu entries with the most matches. Blank ' +
          'criteria: 400 INVALID_CRITERIA (messageKey searching.1).',
        headers: ShopHeaders,
        querystring: Type.Object({ criteria: Type.String({ maxLength: 200 }), ...pagingQuery(12) }),
        response: { 200: SearchAnswerSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { brandId, language } = requestContext(request);
      const { criteria, page, size, sort } = request.query;
      return app.catalogueService.search(brandId, criteria, { page, size, sort }, language);
    },
  );
};

export default routes;
