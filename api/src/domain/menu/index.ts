import fp from 'fastify-plugin';
import { MenuRepository } from './menu-repository.ts';
import { MenuService } from './menu-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    menuService: MenuService;
  }
}

export default fp(
  async (app) => {
    app.decorate('menuService', new MenuService(new MenuRepository(app.db), app.brandService));
  },
  { name: 'menu-domain', dependencies: ['db', 'brand-domain'] },
);
