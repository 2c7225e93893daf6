import fp from 'fastify-plugin';
import { AddressRepository } from './address-repository.ts';
import { AddressService } from './address-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    addressService: AddressService;
  }
}

export default fp(
  async (app) => {
    app.decorate('addressService', new AddressService(new AddressRepository(app.db)));
  },
  { name: 'address-domain', dependencies: ['db'] },
);
