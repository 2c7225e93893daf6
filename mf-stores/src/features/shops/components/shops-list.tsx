import { useState } from 'react';
import type { ShopsListProps } from '@trama/shared/contract';
import { useAsync } from '@trama/shared/ui';
import { loadBrandStores } from '../../../components/brand-stores.ts';
import { BrandStoresPending } from '../../../components/brand-stores-pending.tsx';
import { useMinuteClock } from '../../../components/shop-clock.ts';
import { StoreGroupList } from '../../../components/store-group-list.tsx';
import { useStoresT } from '../../../components/use-stores-t.ts';

const NO_ARGS: [] = [];

/**
 * Storefront §2 Other pages, the shops list (menu altUrl1 shops): countries with their cities;
 * clicking a city shows its stores; the code AD is shown as ANDORRA. Server-rendered.
 */
export function ShopsList({ language, menu, shopperPath }: ShopsListProps) {
  const t = useStoresT(language);
  const now = useMinuteClock();
  const state = useAsync(loadBrandStores, NO_ARGS);
  const [openCity, setOpenCity] = useState<string | null>(null);

  let body;
  if (state.status !== 'done') {
    body = <BrandStoresPending state={state} language={language} />;
  } else if (state.value.length === 0) {
    body = <p className="sto-locator__none">{t('shops.empty')}</p>;
  } else {
    body = <StoreGroupList stores={state.value} language={language} now={now} shopperPath={shopperPath} openCity={openCity} onToggleCity={setOpenCity} />;
  }

  return (
    <section className="ui-page sto-locator sto-shops" aria-labelledby="sto-shops-title" data-testid="shops-list">
      <h1 id="sto-shops-title" className="ui-page__title sto-locator__title">
        {menu?.label || t('shops.title')}
      </h1>
      <div aria-busy={state.status === 'loading'}>{body}</div>
    </section>
  );
}
