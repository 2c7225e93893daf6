import { getApiClient } from '@trama/shared/api';
import type { Order, OrderDetail, OrderPickupStore, PostalAddress } from '@trama/shared/contract';
import { addressCountryName, deliveryEstimate, formatAmount, formatDeliveryWindow, formatOrderNumber, shownSizeName } from '@trama/shared/rules';
import { useAsync } from '@trama/shared/ui';
import { fetchOrderDetail, invoicePath } from '../../../api/account-calls.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { LinesTable } from '../../../components/lines-table.tsx';
import { formatDate } from '../../../components/format-date.ts';
import { paymentMethodLabel, paymentStatusLabel } from '../model/payment-labels.ts';
import { useAccountT } from '../../../components/use-account-t.ts';

const loadDetail = (signal: AbortSignal, orderId: number, language: string) => fetchOrderDetail(getApiClient(), orderId, language, signal);

function AddressBlock({ title, address, language }: { title: string; address: PostalAddress | null; language: string }) {
  return (
    <div className="acc-detail__block">
      <h4>{title}</h4>
      {address ? (
        <address>
          {address.name}
          <br />
          {address.address1}
          {address.address2 && (
            <>
              <br />
              {address.address2}
            </>
          )}
          <br />
          {address.zip} {address.city}
          <br />
          {/* Issue 29 §13: in the page's language, also for an answer cached before a switch. */}
          {addressCountryName(address, language)}
        </address>
      ) : (
        <p>—</p>
      )}
    </div>
  );
}

/**
 * When a pickup order can be collected: the one delivery rule with the checkout's inputs (order
 * date, delivery choice), written as the accepted page and the e-mail write it (one day when both
 * ends are the same, the hour it is ready).
 */
export function pickupWindow(order: Pick<Order, 'orderDate' | 'selectedPrice'>, language: string): string {
  return formatDeliveryWindow(deliveryEstimate(order.orderDate, order.selectedPrice), language);
}

/** Issue 29 point 11: a pickup order shows its store, its address and the pickup estimate instead of tracking and a delivery address. */
function PickupBlock({ order, store, language }: { order: OrderDetail; store: OrderPickupStore; language: string }) {
  const t = useAccountT(language);
  return (
    <div className="acc-detail__block" data-testid="account-order-pickup">
      <h4>{t('orders.pickupStore')}</h4>
      <address>
        {store.name}
        <br />
        {store.address}
        <br />
        {store.zip} {store.city}
        {store.phone && (
          <>
            <br />
            {t('orders.pickupPhone', { phone: store.phone })}
          </>
        )}
      </address>
      {!order.shipmentDate && (
        <>
          <p data-testid="account-order-pickup-estimate">{t('orders.pickupEstimate', { window: pickupWindow(order, language) })}</p>
          <p>{t('orders.pickupHint')}</p>
        </>
      )}
    </div>
  );
}

function DetailBody({ order, language }: { order: OrderDetail; language: string }) {
  const t = useAccountT(language);
  const money = (amount: number) => formatAmount(amount, order.currency, language);
  const products = order.orderLines.filter((line) => line.itemTypeCode !== 'O');
  return (
    <>
      <LinesTable caption={t('orders.lines')} columns={[t('orders.product'), t('orders.size'), t('orders.quantity'), t('orders.price')]}>
        <tbody>
          {products.map((line) => (
            <tr key={line.orderLineId} data-testid="account-order-line">
              <td>{line.productNameLevel1}</td>
              {/* Issue 29 point 14: the size the shopper chose ("Matrimoniale"), not its code. */}
              <td>{shownSizeName(line) ?? '—'}</td>
              <td>{line.orderQty}</td>
              <td>{money(line.listPrice)}</td>
            </tr>
          ))}
        </tbody>
      </LinesTable>
      <div className="acc-detail__grid">
        {order.pickupStore ? (
          <PickupBlock order={order} store={order.pickupStore} language={language} />
        ) : (
          <>
            <div className="acc-detail__block" data-testid="account-order-tracking">
              <h4>{t('orders.tracking')}</h4>
              <dl>
                <dt>{t('orders.carrier')}</dt>
                <dd>{order.carrierCode ?? '—'}</dd>
                <dt>{t('orders.packageNumber')}</dt>
                <dd>{order.packageNumber ?? '—'}</dd>
                <dt>{t('orders.carrierStatus')}</dt>
                <dd>{order.carrierStatus ?? '—'}</dd>
              </dl>
            </div>
            <AddressBlock title={t('orders.shippingAddress')} address={order.shippingAddress} language={language} />
          </>
        )}
        <AddressBlock title={t('orders.billingAddress')} address={order.billingAddress} language={language} />
        <div className="acc-detail__block" data-testid="account-order-totals">
          <h4>{t('orders.totals')}</h4>
          <dl>
            <dt>{t('orders.merchandise')}</dt>
            <dd>{money(order.merchandiseTotal)}</dd>
            {order.discountTotal > 0 && (
              <>
                <dt>{t('orders.discount')}</dt>
                <dd>−{money(order.discountTotal)}</dd>
              </>
            )}
            <dt>{t('orders.freight')}</dt>
            <dd>{order.freightTotal > 0 ? money(order.freightTotal) : t('orders.freeShipping')}</dd>
            <dt>{t('orders.total')}</dt>
            <dd>{money(order.totalSales)}</dd>
          </dl>
        </div>
        <div className="acc-detail__block" data-testid="account-order-payment">
          <h4>{t('orders.payment')}</h4>
          <p>
            {order.payment
              ? t('orders.paymentLine', {
                  method: t(`orders.paymentMethods.${paymentMethodLabel(order.payment.method)}`),
                  status: t(`orders.paymentStatuses.${paymentStatusLabel(order.payment.status)}`),
                })
              : '—'}
          </p>
        </div>
      </div>
      {order.returns.length > 0 && (
        <div className="acc-detail__block">
          <h4>{t('orders.returnsTitle')}</h4>
          <ul>
            {order.returns.map((filed) => (
              <li key={filed.ticketId}>{t('orders.returnFiled', { number: filed.ticketId, date: formatDate(filed.createdAt, language) })}</li>
            ))}
          </ul>
        </div>
      )}
      <DownloadButton
        language={language}
        path={invoicePath(order.orderId)}
        fileName={`${order.orderId}.pdf`}
        label={t('orders.invoice')}
        testId="account-order-invoice"
      />
    </>
  );
}

/** Account §2 order detail: lines, tracking, addresses, totals, payment and the invoice. */
export function OrderDetailPanel({ orderId, language }: { orderId: number; language: string }) {
  const t = useAccountT(language);
  const state = useAsync(loadDetail, [orderId, language]);
  return (
    <DetailSection
      state={state}
      testId="account-order-detail"
      titleId={`acc-detail-title-${orderId}`}
      title={t('orders.detailTitle', { number: formatOrderNumber(orderId) })}
      error={t('orders.detailError')}
      loading={t('orders.loading')}
    >
      {(order) => <DetailBody order={order} language={language} />}
    </DetailSection>
  );
}
