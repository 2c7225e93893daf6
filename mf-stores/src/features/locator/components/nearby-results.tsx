import type { NearbyStore } from '@trama/shared/contract';
import { StoreCard } from '../../../components/store-card.tsx';
import { useStoresT } from '../../../components/use-stores-t.ts';

interface NearbyResultsProps {
  heading: string;
  stores: readonly NearbyStore[];
  language: string;
  now: Date | null;
  shopperPath?: string;
  selectedId: number | null;
  onSelect: (storeId: number) => void;
}

/** The nearest stores, nearest first with their distance (account §2 Store locator, §7 store/nearest). */
export function NearbyResults({ heading, stores, language, now, shopperPath, selectedId, onSelect }: NearbyResultsProps) {
  const t = useStoresT(language);
  return (
    <section className="sto-results" aria-labelledby="sto-results-title">
      <h2 id="sto-results-title" className="sto-results__title">
        {heading}
      </h2>
      <p className="sto-results__count" role="status">
        {t('locator.found', { count: stores.length })}
      </p>
      <ol className="sto-cards sto-cards--results" data-testid="store-results">
        {stores.map((store) => (
          <li key={store.storeId}>
            <StoreCard store={store} language={language} now={now} shopperPath={shopperPath} selected={store.storeId === selectedId} onSelect={onSelect} />
          </li>
        ))}
      </ol>
    </section>
  );
}
