import { domainPlugin } from '../domain-plugin.ts';
import { MenuRepository } from './menu-repository.ts';
import { MenuService } from './menu-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    menuService: MenuService;
  }
}

export default domainPlugin('menuService', (app) => new MenuService({ repository: new MenuRepository(app.db), brands: app.brandService }), { name: 'menu-domain', dependencies: ['db', 'brand-domain'] });
