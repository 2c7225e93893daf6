import { getApiClient } from '@trama/shared/api';
import { formatOrderNumber } from '@trama/shared/rules';
import { Spinner, useAsync } from '@trama/shared/ui';
import { fetchReturns, returnFormPath } from '../../../api/account-calls.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { formatDate } from '../../../components/format-date.ts';
import { useAccountT } from '../../../components/use-account-t.ts';
import '../returns.css';

const loadReturns = (signal: AbortSignal, language: string) => fetchReturns(getApiClient(), language, signal);

/** The customer's returns (menu key mes_retours): each request with its order, reason, pieces and printable form. */
export function ReturnList({ language }: { language: string }) {
  const t = useAccountT(language);
  const state = useAsync(loadReturns, [language]);
  if (state.status === 'loading' || state.status === 'idle') return <Spinner label={t('returns.loading')} />;
  if (state.status === 'failed') {
    return (
      <p role="alert" data-testid="account-returns-error">
        {t('returns.listError')}
      </p>
    );
  }
  const returns = state.value;
  return (
    <section className="acc-orders" data-testid="account-returns" aria-labelledby="acc-returns-title">
      <h2 id="acc-returns-title">{t('hub.returns')}</h2>
      <p>{returns.length ? t('returns.count', { count: returns.length }) : t('returns.empty')}</p>
      <ul className="acc-orders__list">
        {returns.map((filed) => (
          <li key={filed.ticketId} className="acc-order" data-testid="account-returns-item">
            <p className="acc-order__head">
              <span>{t('returns.number', { number: filed.ticketId })}</span>
              <span>{formatDate(filed.createdAt, language)}</span>
              <span>{t('orders.number', { number: formatOrderNumber(filed.orderId) })}</span>
            </p>
            <p className="acc-return__status" data-testid="account-returns-status" data-status={filed.status}>
              {t('returns.status', { status: t(`returns.statuses.${filed.status}`) })}
            </p>
            <p>{t('returns.reasonLine', { reason: filed.reason })}</p>
            <p>
              {t('returns.pieces', { count: filed.lines.reduce((sum, line) => sum + line.quantity, 0) })} ·{' '}
              {filed.storeId === null ? t('returns.byPost') : t('returns.inStore')}
            </p>
            <DownloadButton language={language} path={returnFormPath(filed.ticketId)} fileName={`reso-${filed.ticketId}.pdf`} label={t('returns.form')} />
          </li>
        ))}
      </ul>
    </section>
  );
}
