import fp from 'fastify-plugin';
import { RemoteRegistryService } from './remote-registry-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    remoteRegistryService: RemoteRegistryService;
  }
}

export default fp<{ registryFile: string }>(
  async (app, options) => {
    app.decorate('remoteRegistryService', new RemoteRegistryService(options.registryFile, app.flagService, app.log));
  },
  { name: 'remote-domain', dependencies: ['flag-domain'] },
);
