import { useState } from 'react';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { stockFlags, type StockFlag } from '../model/basket-lines.ts';
import { runStockCheck } from '../model/server-basket.ts';

type Status = 'idle' | 'checking' | 'ok' | 'storeOk' | 'short' | 'failed';

interface StockCheckProps {
  language: string;
  /** The lines short of stock (by lineKey), or null to clear the flags. */
  onFlags: (flags: Map<string, StockFlag> | null) => void;
}

/**
 * §5 Stock check before checkout: every line against current web inventory through the API, or
 * against the chosen store's stock when the basket is collected there (storefront §4 Store
 * delivery tags).
 */
export function StockCheck({ language, onFlags }: StockCheckProps) {
  const t = useBasketT(language);
  const [status, setStatus] = useState<Status>('idle');

  const check = async () => {
    setStatus('checking');
    onFlags(null);
    try {
      const { web, store } = await runStockCheck();
      // Collected in a store that covers every line: a line without web stock is not short.
      if (store === 'covered') {
        setStatus('storeOk');
        return;
      }
      const flags = stockFlags(web);
      onFlags(flags.size > 0 ? flags : null);
      setStatus(web.ok ? 'ok' : flags.size > 0 ? 'short' : 'failed');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className="bsk-stock">
      <button type="button" className="ui-button" data-testid="stock-check" disabled={status === 'checking'} onClick={() => void check()}>
        {t('stock.check')}
      </button>
      <p className="bsk-stock__result" role="status">
        {status === 'checking' && t('stock.checking')}
        {status === 'ok' && t('stock.ok')}
        {status === 'storeOk' && t('stock.storeOk')}
        {status === 'short' && t('stock.short')}
        {status === 'failed' && t('stock.failed')}
      </p>
    </div>
  );
}
