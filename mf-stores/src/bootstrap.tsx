import { startStandalone } from '@trama/shared/parcel';

startStandalone('mf-stores', async () => [
  { id: 'page', parcel: () => import('./exposed/StoreLocator.tsx'), props: { menu: null, shopperPath: '/personal-shopper' } },
]);
