import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CareInfoSchema,
  CompositionInfoSchema,
  FavouritesRequestSchema,
  ProductCanonicalUrlSchema,
  ProductSchema,
} from '../common/catalogue-schemas.ts';
import { ShopHeaders } from '../common/catalogue-http.ts';
import { ErrorResponses, Id, requestContext } from '../common/http.ts';

const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 200, description: 'Product slug.' });
const ProductParams = Type.Object({ productId: Id('Product id') });
const NOT_FOUND = '404 PRODUCT_NOT_FOUND (messageKey Error.5) for an unknown product.';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/product/by-canonical-url',
    {
      schema: {
        tags: ['product'],
        summary: 'A product by its canonical URL (storefront §2 Product page)',
        description:
          'The full product: sizes (barcode, stock, prices), colours (the sibling colour variants), and for a set ' +
          '(type C) compositeData with every item as a Product (the UI shows the first 8). `menu` is the menu ' +
          "entry's canonicalUrl the shopper came from; the product is found by its slug alone — in any language — and " +
          'its canonicalUrl and menuCanonicalUrl in the request language are in the answer, so the UI can replace a stale ' +
          'path (another category, another language). Texts the product owner left empty in the request language are ' +
          `served in Italian and named in \`untranslated\`; \`alternates\` is the product's page in every language. ${NOT_FOUND}`,
        headers: ShopHeaders,
        querystring: Type.Object({ menu: Type.Optional(Type.String({ maxLength: 300 })), canonicalUrl: Slug }),
        response: { 200: ProductSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { brandId, language } = requestContext(request);
      return app.catalogueService.productByCanonicalUrl(brandId, request.query.canonicalUrl, language);
    },
  );

  app.get(
    '/api/external/product/get-barcodes-by-product-cluster-id',
    {
      schema: {
        tags: ['product'],
        summary: 'Barcodes of a product cluster (storefront §7)',
        description: 'EAN-13 barcodes covered by a promotion cluster (brand details productClusterId); [] for an unknown cluster.',
        querystring: Type.Object({ productClusterId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Array(Type.String()), ...ErrorResponses },
      },
    },
    async (request) => app.catalogueService.clusterBarcodes(request.query.productClusterId),
  );

  app.post(
    '/api/external/product/favourites',
    {
      schema: {
        tags: ['product'],
        summary: 'Favourite products by id (storefront §7)',
        description: 'Products in the order of `productIds` (at most 100); unknown ids are skipped.',
        headers: ShopHeaders,
        body: FavouritesRequestSchema,
        response: { 200: Type.Array(ProductSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const { brandId, language } = requestContext(request);
      return app.catalogueService.productsByIds(brandId, request.body.productIds, language);
    },
  );

  // The reads of one product by its id: the shop headers, the same 404, one call of the catalogue service each.
  const reads = [
    {
      url: '/api/external/product/canonical-url/:productId',
      summary: 'Canonical URL of a product (storefront §7)',
      description: "Product slug and its menu entry's canonicalUrl in the request language; the link is /{language}{menuCanonicalUrl}/{canonicalUrl}.",
      answer: ProductCanonicalUrlSchema,
      read: 'canonicalUrl',
    },
    { url: '/api/external/product/attributes/care/:productId', summary: 'Care info (storefront §3)', description: 'Heading -> lines, in the request language.', answer: CareInfoSchema, read: 'care' },
    {
      url: '/api/external/product/attributes/composition/:productId',
      summary: 'Composition info (storefront §3)',
      description: 'Attribute, value and percentage, in the request language.',
      answer: Type.Array(CompositionInfoSchema),
      read: 'composition',
    },
    { url: '/api/external/product/:productId', summary: 'A product by id', description: 'The same full product as by-canonical-url.', answer: ProductSchema, read: 'product' },
  ] as const;
  for (const { url, summary, description, answer, read } of reads) {
    app.get(
      url,
      {
        schema: {
          tags: ['product'],
          summary,
          description: `${description} ${NOT_FOUND}`,
          headers: ShopHeaders,
          params: ProductParams,
          response: { 200: answer, ...ErrorResponses },
        },
      },
      async (request) => {
        const { brandId, language } = requestContext(request);
        return app.catalogueService[read](brandId, request.params.productId, language);
      },
    );
  }
};

export default routes;
