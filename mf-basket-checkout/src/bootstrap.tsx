// Standalone only: on the shop the shell loads the primitives' one stylesheet (docs/ui-primitives.md).
import '@trama/shared/ui/ui.css';
import { getBus, type BasketAddLine } from '@trama/shared/bus';
import { startStandalone, type StandaloneLocation, type StandaloneSlot } from '@trama/shared/parcel';

/** Standalone routes: /carrello (order page), /validate?code=…; the header basket on every page. */
async function route({ path, query }: StandaloneLocation): Promise<StandaloneSlot[]> {
  const header: StandaloneSlot = {
    id: 'basket-header',
    parcel: () => import('./exposed/BasketHeader.tsx'),
    props: { orderPath: '/carrello' },
  };
  if (path === '/validate') {
    return [header, { id: 'page', parcel: () => import('./exposed/ValidateDiscount.tsx'), props: { code: query.get('code') ?? '' } }];
  }
  return [header, { id: 'page', parcel: () => import('./exposed/OrderPage.tsx'), props: { menu: null } }];
}

startStandalone('mf-basket-checkout', route);

// A demo button so the standalone page can exercise `basket.add` without the catalogue; the
// details are what a product page sends for display (BasketAddLineDetails).
const demoLine: BasketAddLine = {
  productId: 9001,
  parentProductId: 900,
  size: 'M',
  quantity: 1,
  details: { name: 'Demo', startingPrice: 10, webInventory: 10, productReference: '8000000090010' },
};
const demo = document.createElement('button');
demo.textContent = 'basket.add (demo line)';
demo.addEventListener('click', () => {
  void getBus()
    .request('basket.add', { lines: [demoLine] })
    .then((reply) => console.info('[basket] basket.add ->', reply));
});
// Only on the remote's own page (#root), never inside a shell.
if (document.getElementById('root')) document.body.prepend(demo);
