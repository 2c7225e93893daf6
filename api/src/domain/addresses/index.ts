import { domainPlugin } from '../domain-plugin.ts';
import { AddressRepository } from './address-repository.ts';
import { AddressService } from './address-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    addressService: AddressService;
  }
}

export default domainPlugin('addressService', (app) => new AddressService(new AddressRepository(app.db)), { name: 'address-domain', dependencies: ['db'] });
