import { getApiClient } from '@trama/shared/api';
import { formatOrderNumber } from '@trama/shared/rules';
import { useAsync } from '@trama/shared/ui';
import { AccountList } from '../../../components/account-list.tsx';
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
  return (
    <AccountList name="returns" language={language} title={t('hub.returns')} state={state} error={t('returns.listError')}>
      {(returns) =>
        returns.map((filed) => (
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
        ))
      }
    </AccountList>
  );
}
