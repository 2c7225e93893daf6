import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { VisitorCountry } from '@trama/shared/contract';
import { Type } from 'typebox';
import { visitorCountry } from '../../domain/geo/visitor-country.ts';
import { ErrorResponses } from '../common/http.ts';
import { contractTwin } from '../common/type-checks.ts';

const VisitorCountrySchema = contractTwin<VisitorCountry>()(Type.Object({
  country: Type.String({ description: 'ISO 3166-1 alpha-2, upper case (Monaco answers MC; store look-ups read it as FR).' }),
  source: Type.Union([Type.Literal('header'), Type.Literal('ip'), Type.Literal('language'), Type.Literal('default')]),
  zip: Type.Optional(Type.String({ description: "The visitor's zip when known; the browser keeps it under shippingCity (storefront §7, §9)." })),
}));


const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/external/geo/country',
    {
      schema: {
        tags: ['storefront'],
        summary: "The first-visit country (storefront §7 geo-IP lookup), answered by the shop's own host from an offline database",
        description:
          'A CDN country header when present and valid (CloudFront-Viewer-Country, then CF-IPCountry, then X-Country-Code: ' +
          'two upper-case letters; XX and ZZ mean unknown) → source header; else the client address (the one a trusted proxy ' +
          'forwards, TRUST_PROXY) in the offline GeoLite2 Country database → source ip (no zip: the database has none); ' +
          'else the first of the Accept-Language tags, by ' +
          'preference, that names a country (de-CH → CH; it, fr, de, es → IT, FR, DE, ES; en names none) → source language; ' +
          'else IT → source default. The browser stores the answer under `country`.',
        response: { 200: VisitorCountrySchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      // The answer depends on the request's headers: never cached for another visitor.
      reply.header('cache-control', 'private, no-store');
      return visitorCountry(request.headers, request.ip);
    },
  );
};

export default routes;
