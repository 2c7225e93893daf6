// Standalone only: on the shop the shell loads the primitives' one stylesheet (docs/ui-primitives.md).
import '@trama/shared/ui/ui.css';
import { startStandalone } from '@trama/shared/parcel';

/** The standalone dev page: /shops shows the shops list, any other path the locator. */
startStandalone('mf-stores', async ({ path }) => [
  path === '/shops'
    ? { id: 'page', parcel: () => import('./exposed/ShopsList.tsx'), props: { menu: null, shopperPath: '/personal-shopper' } }
    : { id: 'page', parcel: () => import('./exposed/StoreLocator.tsx'), props: { menu: null, shopperPath: '/personal-shopper' } },
]);
