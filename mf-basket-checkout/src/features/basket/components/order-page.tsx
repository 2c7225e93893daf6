import { useState, type ReactNode } from 'react';
import type { CheckoutPageProps, MenuItem } from '@trama/shared/contract';
import { ShopLink } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { pickupStore } from '../../../state/store-entry.ts';
import { useBasketState } from '../../../state/use-basket-state.ts';
import { basketLineViews, lineKey, lineRefs, type StockFlag } from '../model/basket-lines.ts';
import { BasketLineItem } from './basket-line-item.tsx';
import { EmptyBasket } from './empty-basket.tsx';
import { PriceSummary } from './price-summary.tsx';
import { StockCheck } from './stock-check.tsx';
import { StoreNoticeDialog } from './store-notice-dialog.tsx';
import { useLineActions } from './use-line-actions.ts';
import { useServerRefresh } from './use-server-refresh.ts';

/** Mounted on the ma_commande menu entry (CheckoutPageProps); the menu is optional so a fixed route works too. */
export type OrderPageProps = Omit<CheckoutPageProps, 'menu'> & {
  menu?: MenuItem | null;
  /** The discount box, given by the exposed parcel (features never import each other). */
  discountBox?: ReactNode;
};

/**
 * The basket page (account §2 Checkout, menu key ma_commande): lines with quantity and remove,
 * database prices and stock, the discount box, the price summary and the stock check, and the way
 * on to the checkout page (menu key paiement, issue 17 §4); the store notice (modal.1 / modal.2)
 * when a quantity change outgrows the chosen store.
 */
export function OrderPage({ language, path, apiBaseUrl, loadParcel, menu, discountBox, checkoutPath }: OrderPageProps) {
  const t = useBasketT(language);
  const state = useBasketState();
  const lines = basketLineViews(state.basket);
  const { refusals, storeNotice, closeStoreNotice, changeQuantity, remove } = useLineActions();
  const store = pickupStore(state.basket);
  // A stock answer belongs to the lines (and the store) it checked: any change of them voids it.
  const linesKey = JSON.stringify({ lines: lineRefs(state.basket), store: store?.storeCode ?? null });
  const [checked, setChecked] = useState<{ linesKey: string; flags: Map<string, StockFlag> | null } | null>(null);
  const stock = checked?.linesKey === linesKey ? checked.flags : null;
  useServerRefresh(state, language);

  const stockMessage = (flag: StockFlag | undefined, fallbackName: string) =>
    flag ? t(flag.messageKey, { name: flag.name || fallbackName, count: flag.webInventory }) : null;

  return (
    <section className="ui-page bsk-order" aria-labelledby="bsk-order-title" data-testid="order-page">
      <h1 id="bsk-order-title" className="ui-page__title bsk-order__title">
        {menu?.label || t('order.title')}
      </h1>
      {lines.length === 0 ? (
        <EmptyBasket language={language} path={path} apiBaseUrl={apiBaseUrl} loadParcel={loadParcel} />
      ) : (
        <div className="bsk-order__layout">
          <ul className="bsk-lines">
            {lines.map((view) => {
              const refused = refusals[view.key];
              return (
                <BasketLineItem
                  key={view.key}
                  view={view}
                  language={language}
                  testId="order-line"
                  message={refused ? t(refused) : stockMessage(stock?.get(lineKey(view.line.productId, view.line.size)), view.entry.name)}
                  inStore={store !== null}
                  onQuantity={(quantity) => changeQuantity(view, quantity)}
                  onRemove={() => remove(view)}
                />
              );
            })}
          </ul>
          <div className="bsk-order__aside">
            {discountBox}
            <PriceSummary state={state} lines={lines} language={language} testIds={{ summary: 'order-summary', total: 'order-total' }} />
            <StockCheck key={linesKey} language={language} onFlags={(flags) => setChecked({ linesKey, flags })} />
            {checkoutPath && (
              <ShopLink language={language} to={checkoutPath} className="ui-button bsk-order__proceed" data-testid="checkout-proceed">
                {t('checkoutSteps.proceed')}
              </ShopLink>
            )}
          </div>
        </div>
      )}
      {storeNotice && <StoreNoticeDialog language={language} messageKey={storeNotice} onClose={closeStoreNotice} />}
    </section>
  );
}
