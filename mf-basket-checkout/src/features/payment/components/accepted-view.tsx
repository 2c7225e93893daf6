import type { OrderDetail, PaymentResult, PaymentResultProps, PostalAddress } from '@trama/shared/contract';
import { deliveryEstimate, formatAmount, formatDeliveryWindow, formatOrderNumber, roundAmount, shownSizeName, sizeLabelKind } from '@trama/shared/rules';
import { DEFAULT_IMAGE, imageFallback, ShopLink, Spinner } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { accountOrderPath, goodsLines } from '../model/order-detail.ts';
import { useOrderDetail } from './use-order-detail.ts';

type T = ReturnType<typeof useBasketT>;

/**
 * Account §2 accepted page, issue 17 §4: thanks, the order number, the items and totals, where
 * the goods go (the delivery address, or the pickup store with its hint), the delivery estimate,
 * the order in the account and the two promotional tiles.
 */
export function AcceptedView({ props, result }: { props: PaymentResultProps; result: PaymentResult }) {
  const { language } = props;
  const t = useBasketT(language);
  const detail = useOrderDetail(result.orderId, language);
  const pickup = result.deliveryMode !== 'DIS';
  // The checkout's rule with the checkout's inputs (order date, delivery choice): the same days.
  const estimate = deliveryEstimate(result.orderDate, result.selectedPrice);
  const orderLink = props.ordersPath ? accountOrderPath(props.ordersPath, result.orderId) : null;

  return (
    <>
      <header className="bsk-result__hero">
        <h1 className="ui-page__title bsk-result__title">{t('paymentPage.result.success.title')}</h1>
        <p className="bsk-result__lead">{t('resultPage.accepted.lead')}</p>
      </header>
      <dl className="bsk-result__facts">
        <div>
          <dt>{t('paymentPage.result.success.orderNumber')}</dt>
          <dd data-testid="result-order-number">{formatOrderNumber(result.orderId)}</dd>
        </div>
        <div>
          <dt>{t(pickup ? 'paymentPage.result.success.pickup' : 'paymentPage.result.success.delivery')}</dt>
          <dd data-testid="result-delivery-date" data-from={estimate.from} data-to={estimate.to}>
            {formatDeliveryWindow(estimate, language)}
          </dd>
        </div>
      </dl>
      <div className="bsk-result__columns">
        <OrderItems t={t} language={language} detail={detail.status === 'ready' ? detail.detail : null} loading={detail.status === 'loading'} />
        <div className="bsk-result__side">
          {pickup && result.store ? (
            <section className="bsk-result__card" aria-labelledby="bsk-result-store" data-testid="result-store">
              <h2 id="bsk-result-store" className="bsk-result__subtitle">
                {t('paymentPage.result.success.store')}
              </h2>
              <address className="bsk-result__address">
                <strong>{result.store.name}</strong>
                <span>{result.store.address}</span>
                <span>
                  {result.store.zip} {result.store.city}
                </span>
                <span>{t('checkout.addresses.phone', { phone: result.store.phone })}</span>
              </address>
              <p className="bsk-result__hint">{t('resultPage.accepted.pickupHint')}</p>
            </section>
          ) : (
            detail.status === 'ready' &&
            detail.detail.shippingAddress && <AddressCard t={t} title={t('checkout.addresses.shipping')} address={detail.detail.shippingAddress} />
          )}
          {orderLink && (
            <ShopLink language={language} to={orderLink} className="ui-button bsk-result__order-link" data-testid="result-order-link">
              {t('resultPage.accepted.viewOrder')}
            </ShopLink>
          )}
        </div>
      </div>
      {props.tilePaths.length > 0 && (
        <nav className="bsk-result__tiles" aria-label={t('paymentPage.result.success.discover')}>
          {props.tilePaths.map((tile) => (
            <ShopLink key={tile.key} language={language} to={tile.path} className="bsk-result__tile" data-testid="result-tile">
              <span className="bsk-result__tile-title">{t(`paymentPage.result.tiles.${tile.key}`, { defaultValue: tile.key })}</span>
              <span className="bsk-result__tile-cta">{t('resultPage.accepted.discover')}</span>
            </ShopLink>
          ))}
        </nav>
      )}
    </>
  );
}

function AddressCard({ t, title, address }: { t: T; title: string; address: PostalAddress }) {
  return (
    <section className="bsk-result__card" aria-label={title} data-testid="result-address">
      <h2 className="bsk-result__subtitle">{title}</h2>
      <address className="bsk-result__address">
        <strong>{address.name}</strong>
        <span>
          {address.address1}
          {address.address2 ? `, ${address.address2}` : ''}
        </span>
        <span>
          {address.zip} {address.city}
        </span>
        {address.country && <span>{address.country}</span>}
      </address>
      <p className="bsk-result__hint">{t('resultPage.accepted.deliveryHint')}</p>
    </section>
  );
}

/** The items and totals as the API priced the order (never the browser's basket, which is gone by now). */
function OrderItems({ t, language, detail, loading }: { t: T; language: string; detail: OrderDetail | null; loading: boolean }) {
  if (loading) return <Spinner label={t('resultPage.accepted.loading')} />;
  if (!detail) return null;
  const money = (amount: number) => formatAmount(amount, detail.currency, language);
  return (
    <section className="bsk-result__card bsk-result__items" aria-labelledby="bsk-result-items" data-testid="result-items">
      <h2 id="bsk-result-items" className="bsk-result__subtitle">
        {t('resultPage.accepted.items')}
      </h2>
      <ul className="bsk-recap">
        {goodsLines(detail).map((line) => (
          <li key={line.orderLineId} className="bsk-recap__line" data-testid="result-item">
            {/* Account §8: a missing image falls back to the default file (issue 31 point 11, O11). */}
            <img className="bsk-recap__photo" src={line.productPhotoUrl || DEFAULT_IMAGE} alt="" width={56} height={70} loading="lazy" onError={imageFallback} />
            <span className="bsk-recap__text">
              <span className="bsk-recap__name">{line.productNameLevel1}</span>
              <span className="bsk-recap__detail">
                {/* Issue 29 point 14: the size the shopper chose; a gift card's is its amount, as in the basket. */}
                {line.size
                  ? t(sizeLabelKind(line.itemType) === 'amount' ? 'checkoutSteps.summary.lineDetailAmount' : 'checkoutSteps.summary.lineDetail', {
                      size: shownSizeName(line),
                      quantity: line.orderQty,
                    })
                  : t('resultPage.accepted.quantity', { quantity: line.orderQty })}
              </span>
            </span>
            <span className="bsk-recap__amount">{money(roundAmount(line.listPrice * line.orderQty, detail.currency))}</span>
          </li>
        ))}
      </ul>
      <dl className="bsk-summary bsk-result__totals" data-testid="result-totals">
        <div className="bsk-summary__row">
          <dt>{t('resultPage.accepted.subtotal')}</dt>
          <dd data-testid="result-subtotal">{money(detail.merchandiseTotal)}</dd>
        </div>
        {detail.discountTotal > 0 && (
          <div className="bsk-summary__row">
            <dt>{t('resultPage.accepted.discounts')}</dt>
            <dd data-testid="result-discounts">−{money(detail.discountTotal)}</dd>
          </div>
        )}
        <div className="bsk-summary__row">
          <dt>{t('checkout.summary.freight')}</dt>
          <dd data-testid="result-freight">{detail.freightTotal > 0 ? money(detail.freightTotal) : t('checkout.summary.freightFree')}</dd>
        </div>
        <div className="bsk-summary__row bsk-summary__row--total">
          <dt>{t('resultPage.accepted.total')}</dt>
          <dd data-testid="result-total">{money(detail.totalSales)}</dd>
        </div>
      </dl>
    </section>
  );
}
