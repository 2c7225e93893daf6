import { DEFAULT_IMAGE, ShopLink, imageFallback, productPath, responsiveImage, useFlag } from '@trama/shared/ui';
import { formatAmount, shownSizeName, sizeLabelKind } from '@trama/shared/rules';
import { useBasketT } from '../../../components/use-basket-t.ts';
import type { BasketLineView } from '../model/basket-lines.ts';
import { QuantitySelect } from './quantity-select.tsx';

interface BasketLineItemProps {
  view: BasketLineView;
  language: string;
  /** basket-line in the popup, order-line on the order page. */
  testId: string;
  /** A translated message under the line (a refused change, a stock shortage). */
  message?: string | null;
  /** The basket is collected in a store (account §4 Store selection in basket). */
  inStore?: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One size line: thumbnail, name, size, quantity, amount (old amount struck through unless the
 * hide-discount flag is on, storefront §9) and remove.
 */
export function BasketLineItem({ view, language, testId, message, inStore = false, onQuantity, onRemove }: BasketLineItemProps) {
  const t = useBasketT(language);
  const hideDiscount = useFlag('hide-discount');
  const { entry, line } = view;
  const name = entry.name || t('order.unnamed', { id: line.productId });
  // Issue 29 point 14: the size the shopper chose ("Matrimoniale"), not its code; a gift card's is an amount.
  const size = shownSizeName(line) ?? line.size;
  const href = entry.canonicalMenu && entry.canonicallUrl ? productPath(entry.canonicalMenu, entry.canonicallUrl) : null;
  return (
    <li className="bsk-line" data-testid={testId} data-product-id={line.productId} data-size={line.size}>
      <img
        className="bsk-line__photo"
        {...responsiveImage(entry.thumbnail || entry.photo || DEFAULT_IMAGE, { sizes: '80px', width: 80, height: 100 })}
        alt=""
        loading="lazy"
        onError={imageFallback}
      />
      <div className="bsk-line__info">
        <p className="bsk-line__name">
          {href ? (
            <ShopLink language={language} to={href}>
              {name}
            </ShopLink>
          ) : (
            name
          )}
        </p>
        <p className="bsk-line__detail">
          {t(sizeLabelKind(line.itemType) === 'amount' ? 'order.amount' : 'order.size', { size })} · {t('order.unitPrice', { price: formatAmount(view.unitPrice, line.currency, language) })}
        </p>
        <QuantitySelect view={view} label={t('line.quantity', { name, size })} inStore={inStore} onChange={onQuantity} />
      </div>
      <p className="bsk-line__amount">
        {view.oldAmount !== null && !hideDiscount && (
          <s className="bsk-line__old">
            <span className="ui-visually-hidden">{t('summary.oldPrice')} </span>
            {formatAmount(view.oldAmount, line.currency, language)}
          </s>
        )}
        <span>{formatAmount(view.amount, line.currency, language)}</span>
      </p>
      <button
        type="button"
        className="bsk-line__remove"
        data-testid="basket-line-remove"
        aria-label={t('order.remove', { name, size })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
      {message && (
        <p className="bsk-line__message" role="status">
          {message}
        </p>
      )}
    </li>
  );
}
