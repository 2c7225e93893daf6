import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CloseButton, ShopLink } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { pickupStore } from '../../../state/store-entry.ts';
import { useBasketState } from '../../../state/use-basket-state.ts';
import { basketLineViews } from '../model/basket-lines.ts';
import type { LoadParcel } from '@trama/shared/contract';
import { BasketLineItem } from './basket-line-item.tsx';
import { EmptyBasket } from './empty-basket.tsx';
import { PriceSummary } from './price-summary.tsx';
import { StoreNoticeDialog } from './store-notice-dialog.tsx';
import { useLineActions } from './use-line-actions.ts';
import { useServerRefresh } from './use-server-refresh.ts';

interface BasketPopupProps {
  id: string;
  language: string;
  orderPath?: string;
  /** The shell's loader (BaseParcelProps.loadParcel): the empty basket shows the catalogue's best sellers. */
  loadParcel?: LoadParcel;
  onClose: (restoreFocus: boolean) => void;
}

/**
 * The header basket popup (storefront §2 Header): lines, quantity, remove, totals, link to
 * ma_commande; the store notice (modal.1 / modal.2) when a quantity change outgrows the chosen store.
 */
export function BasketPopup({ id, language, orderPath, loadParcel, onClose }: BasketPopupProps) {
  const t = useBasketT(language);
  const state = useBasketState();
  const lines = basketLineViews(state.basket);
  const { refusals, storeNotice, closeStoreNotice, changeQuantity, remove } = useLineActions();
  const inStore = pickupStore(state.basket) !== null;
  // A line sent without details (any slice may send basket.add) gets its name, price and stock here.
  useServerRefresh(state, language);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  // A dialog takes the focus when it opens, so keyboard and screen-reader users land in it.
  useEffect(() => dialog.current?.focus(), []);
  // It hangs from the basket's right edge; when the basket sits on the left it would leave the screen.
  const [fromStart, setFromStart] = useState(false);
  useLayoutEffect(() => {
    if ((dialog.current?.getBoundingClientRect().left ?? 0) < 0) setFromStart(true);
  }, []);

  return (
    <div
      ref={dialog}
      id={id}
      className={fromStart ? 'bsk-popup bsk-popup--start' : 'bsk-popup'}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="basket-popup"
    >
      <div className="bsk-popup__head">
        <h2 id={titleId} className="bsk-popup__title">
          {t('popup.title')}
        </h2>
        <CloseButton label={t('popup.close')} className="bsk-popup__close" onClick={() => onClose(true)} />
      </div>
      {lines.length === 0 ? (
        <EmptyBasket language={language} loadParcel={loadParcel} variant="popup" />
      ) : (
        <>
          <ul className="bsk-lines bsk-lines--compact">
            {lines.map((view) => (
              <BasketLineItem
                key={view.key}
                view={view}
                language={language}
                testId="basket-line"
                message={refusals[view.key] ? t(refusals[view.key] as string) : null}
                inStore={inStore}
                onQuantity={(quantity) => changeQuantity(view, quantity)}
                onRemove={() => remove(view)}
              />
            ))}
          </ul>
          <PriceSummary state={state} lines={lines} language={language} testIds={{ summary: 'basket-summary', total: 'basket-total' }} />
        </>
      )}
      {orderPath && (
        <ShopLink language={language} to={orderPath} className="ui-button bsk-popup__order" onClick={() => onClose(false)}>
          {t('popup.toOrder')}
        </ShopLink>
      )}
      {storeNotice && <StoreNoticeDialog language={language} messageKey={storeNotice} onClose={closeStoreNotice} />}
    </div>
  );
}
