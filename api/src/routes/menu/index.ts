import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MenuItemSchema } from '../common/contract-schemas.ts';
import { ContextHeaders, ErrorResponses, requestContext } from '../common/http.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/menu',
    {
      schema: {
        tags: ['storefront'],
        summary: 'The menu list (storefront §2, §3 Menu item)',
        description:
          'Flat list of every menu entry of the brand, labels in the request language (it, en, fr, de, es; ' +
          'a missing translation falls back to en, then it). Parents come before their children, depth ' +
          'first by position. Each entry also carries its direct sub-entries in `children` (the same ' +
          'entries as in the flat list), so tree users need no second pass. Entries whose key starts ' +
          'with footer_/subfooter_ are footer links to the page at their canonicalUrl (absolute for _ext ' +
          'keys), not routes of their own. canonicalUrl is the entry\'s address in the request language\'s own ' +
          'words (/letto/lenzuola in it, /lit/draps in fr; the language-neutral one where a language has none) ' +
          'and `alternates` gives it in every language, so a page can link its other languages and recognise ' +
          'a path written in another language\'s words (issue 17 §1). Tiles\' menuHref are in the request ' +
          'language too. 404 BRAND_NOT_FOUND for an unknown brand.',
        headers: ContextHeaders,
        response: { 200: Type.Array(MenuItemSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const { brandId, language } = requestContext(request);
      return app.menuService.menu(brandId, language);
    },
  );
};

export default routes;
