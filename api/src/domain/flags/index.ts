import fp from 'fastify-plugin';
import { FlagService } from './flag-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    flagService: FlagService;
  }
}

export default fp<{ flagsFile: string }>(
  async (app, options) => {
    app.decorate('flagService', new FlagService(options.flagsFile, app.log));
  },
  { name: 'flag-domain' },
);
