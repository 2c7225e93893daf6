import { useFlag } from '@trama/shared/ui';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { openingToday } from '../model/opening-today.ts';
import { lowStockLines, type PanelStore } from '../model/panel-stores.ts';

interface CollectStoreItemProps {
  store: PanelStore;
  language: string;
  now: Date;
  busy: boolean;
  onChoose: () => void;
}

/** One store in the side panel: name, address, distance, today's opening, the low-stock hint and the choice. */
export function CollectStoreItem({ store, language, now, busy, onChoose }: CollectStoreItemProps) {
  const t = useStoresT(language);
  // Storefront §9 stock-left: the same "n left" hint as the product page's, so the same flag.
  const stockLeft = useFlag('stock-left');
  const titleId = `sto-collect-${store.storeId}`;
  const hours = openingToday(store.openingHours, now);
  const distance = store.distanceKm === null ? null : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(store.distanceKm);
  return (
    <article className="sto-collect" aria-labelledby={titleId} data-testid="panel-store">
      <h3 id={titleId} className="sto-collect__name">
        {store.name}
      </h3>
      <p className="sto-collect__address">
        {store.address}, {store.zip} {store.city}
        {distance !== null && <span className="sto-collect__distance"> · {t('panel.distance', { distance })}</span>}
      </p>
      <p className="sto-collect__today">{hours ? t('panel.todayOpen', { hours }) : t('panel.todayClosed')}</p>
      {stockLeft &&
        lowStockLines(store).map((entry) => (
          <p key={entry.barcode} className="sto-collect__low" data-testid="panel-low-stock">
            {/* Issue 29 point 14: the size the shopper chose ("Matrimoniale"), not its code. */}
            {t('panel.lowStock', { count: entry.stock, size: entry.sizeName || entry.size })}
          </p>
        ))}
      <button type="button" className="ui-button sto-collect__choose" disabled={busy} onClick={onChoose} aria-describedby={titleId}>
        {t('panel.choose')}
      </button>
    </article>
  );
}
