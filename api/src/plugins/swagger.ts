/** OpenAPI 3 document generated from the route schemas, browsable at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(swagger, {
      // Named schemas ($id, e.g. the recursive MenuItem) keep their name in components.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Trama API',
          description: "The shop's own host: storefront calls, feature flags (OFREP) and the remote registry.",
          version: '0.1.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        tags: [
          { name: 'storefront', description: 'Menu, content, brand and newsletter calls (storefront spec §7)' },
          { name: 'basket', description: 'Discount codes, basket pricing and stock check (storefront §4, §5, §7)' },
          { name: 'account', description: 'Sign-in, registration, activation, password reset and the signed-in customer (storefront §4, §7)' },
          { name: 'dev', description: 'Local mailbox (not in production)' },
          { name: 'stores', description: 'Store locator (account spec §3, §7)' },
          { name: 'platform', description: 'Health and remote registry' },
          { name: 'flags', description: 'OpenFeature Remote Evaluation Protocol' },
          { name: 'media', description: 'Generated images' },
        ],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
