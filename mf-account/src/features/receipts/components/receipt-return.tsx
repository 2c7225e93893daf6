import { getApiClient } from '@trama/shared/api';
import { ShopLink, Spinner, useAsync } from '@trama/shared/ui';
import { fetchStoreSale } from '../../../api/account-calls.ts';
import { useAccountT } from '../../../components/use-account-t.ts';

const loadReceipt = (signal: AbortSignal, orderNumber: string) => fetchStoreSale(getApiClient(), orderNumber, signal);

interface ReceiptReturnProps {
  orderNumber: string;
  language: string;
  receiptsPath: string | undefined;
  storesPath: string | undefined;
}

/**
 * Account §2 ticket list, return button (issue 31 point 9): the return page opened from an
 * in-store receipt. A shop purchase goes back to a shop, so this page says so, names the shop it
 * was bought in and links the store locator. The receipt is read through the caller's own
 * receipts: another customer's answers 404 and the page shows the receipt error.
 */
export function ReceiptReturn({ orderNumber, language, receiptsPath, storesPath }: ReceiptReturnProps) {
  const t = useAccountT(language);
  const state = useAsync(loadReceipt, [orderNumber]);
  if (state.status === 'loading' || state.status === 'idle') return <Spinner label={t('receipts.loading')} />;
  return (
    <section className="acc-return" data-testid="account-receipt-return" aria-labelledby="acc-receipt-return-title">
      <h2 id="acc-receipt-return-title">{t('receipts.returnTitle', { number: orderNumber })}</h2>
      {state.status === 'failed' ? (
        <p role="alert">{t('receipts.detailError')}</p>
      ) : (
        <>
          <p>{t('receipts.returnWhere', { name: state.value.storeName })}</p>
          <p>{t('receipts.returnInStore')}</p>
          {storesPath && (
            <ShopLink language={language} to={storesPath} className="ui-button" data-testid="account-receipt-return-stores">
              {t('receipts.findStore')}
            </ShopLink>
          )}
        </>
      )}
      {receiptsPath && (
        <ShopLink language={language} to={receiptsPath} className="acc-link">
          {t('receipts.backToReceipts')}
        </ShopLink>
      )}
    </section>
  );
}
