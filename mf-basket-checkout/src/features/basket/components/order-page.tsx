import { useSyncExternalStore } from 'react';
import type { BaseParcelProps, MenuItem } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
import { DEFAULT_IMAGE, imageFallback } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { basketCount, basketLines, basketTotal, removeSize } from '../model/basket-lines.ts';
import { getBasket, saveBasket, subscribeBasket } from '../model/basket-store.ts';

/**
 * The order page (menu key ma_commande), first version: the basket lines from browser storage
 * with their total, and removing a line. Delivery and payment come with the checkout issue.
 */
/** Mounted on the ma_commande menu entry (MenuPageProps); the menu is optional so a fixed route works too. */
export type OrderPageProps = BaseParcelProps & { menu?: MenuItem | null };

export function OrderPage({ language, menu }: OrderPageProps) {
  const t = useBasketT(language);
  const basket = useSyncExternalStore(subscribeBasket, getBasket, getBasket);
  const lines = basketLines(basket);
  const currency = lines[0]?.line.currency ?? 'EUR';
  return (
    <section className="bsk-order" aria-labelledby="bsk-order-title">
      <h1 id="bsk-order-title" className="bsk-order__title">
        {menu?.label || t('order.title')}
      </h1>
      {lines.length === 0 ? (
        <p className="bsk-order__empty">{t('order.empty')}</p>
      ) : (
        <>
          <ul className="bsk-lines">
            {lines.map(({ parentId, entry, line, unitPrice, amount }) => (
              <li key={`${parentId}-${line.productId}-${line.size}`} className="bsk-line">
                <img
                  className="bsk-line__photo"
                  src={entry.thumbnail || entry.photo || DEFAULT_IMAGE}
                  alt=""
                  width={80}
                  height={100}
                  loading="lazy"
                  onError={imageFallback}
                />
                <div className="bsk-line__info">
                  <p className="bsk-line__name">{entry.name || t('order.unnamed', { id: line.productId })}</p>
                  <p className="bsk-line__detail">
                    {t('order.size', { size: line.size })} · {t('order.quantity', { count: line.quantity })} ·{' '}
                    {t('order.unitPrice', { price: formatPrice(unitPrice, line.currency) })}
                  </p>
                </div>
                <p className="bsk-line__amount">{formatPrice(amount, line.currency)}</p>
                <button
                  type="button"
                  className="bsk-line__remove"
                  aria-label={t('order.remove', { name: entry.name || line.productId, size: line.size })}
                  onClick={() => saveBasket(removeSize(getBasket(), parentId, line.productId, line.size))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <dl className="bsk-summary">
            <div className="bsk-summary__row">
              <dt>{t('order.pieces')}</dt>
              <dd>{basketCount(basket)}</dd>
            </div>
            <div className="bsk-summary__row bsk-summary__row--total">
              <dt>{t('order.total')}</dt>
              <dd>{formatPrice(basketTotal(basket), currency)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
