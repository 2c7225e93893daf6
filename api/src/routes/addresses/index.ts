import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInCustomer } from '../../plugins/auth.ts';
import { BEARER, bearer, ErrorResponses, Id, noStore } from '../common/http.ts';
import { AddressInputSchema, AddressListSchema, AddressTypeSchema, InvalidAddressSchema } from './address-schemas.ts';

const URL = '/api/external-secured/client-address';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Addresses are personal data: never in a shared or browser cache.
  app.addHook('onRequest', noStore);

  app.get(
    URL,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Your addresses (account §3 Address, §4 Addresses)',
        description: `Only the addresses of the bearer token's web client. ${BEARER}`,
        security: bearer,
        response: { 200: AddressListSchema, ...ErrorResponses },
      },
    },
    async (request) => app.addressService.list(signedInCustomer(request).webClientId),
  );

  app.post(
    URL,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Add (clientAddressId 0) or change an address (account §4 Addresses, §5 Address form)',
        description:
          'Answers the whole updated list. The first address of a type becomes its default; isDefault true makes this one ' +
          'the default and unsets the previous. 422 INVALID_ADDRESS with `fields` (field → messageKey: validation.required, ' +
          'date.1, address.invalid); 404 ADDRESS_NOT_FOUND for an id that is not one of your addresses of that type; ' +
          `400 VALIDATION_ERROR for a malformed body. ${BEARER}`,
        security: bearer,
        body: AddressInputSchema,
        response: { 200: AddressListSchema, 422: InvalidAddressSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const customer = signedInCustomer(request);
      return app.addressService.save({ webClientId: customer.webClientId, email: customer.sub }, request.body);
    },
  );

  app.delete(
    URL,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Delete an address (account §4 Addresses)',
        description:
          'Answers the updated list; deleting the default makes the first remaining address of the type the default. ' +
          `404 ADDRESS_NOT_FOUND for an id that is not one of your addresses of that type. ${BEARER}`,
        security: bearer,
        querystring: Type.Object({ addressType: AddressTypeSchema, clientAddressId: Id('The address to delete.') }),
        response: { 200: AddressListSchema, ...ErrorResponses },
      },
    },
    async (request) => app.addressService.delete(signedInCustomer(request).webClientId, request.query.addressType, request.query.clientAddressId),
  );

  app.put(
    `${URL}/:clientAddressId/default`,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['account'],
        summary: 'Make an address the default of its type (account §2 Addresses page, §4 Addresses)',
        description:
          'Answers the updated list; the previous default of the type loses it, the other type is untouched. Nothing else ' +
          `of the address changes. 404 ADDRESS_NOT_FOUND for an id that is not one of your addresses of that type. ${BEARER}`,
        security: bearer,
        params: Type.Object({ clientAddressId: Id('The address to make the default.') }),
        querystring: Type.Object({ addressType: AddressTypeSchema }),
        response: { 200: AddressListSchema, ...ErrorResponses },
      },
    },
    async (request) =>
      app.addressService.makeDefault(signedInCustomer(request).webClientId, request.query.addressType, request.params.clientAddressId),
  );
};

export default routes;
