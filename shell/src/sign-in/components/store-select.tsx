import { useId } from 'react';
import { fetchStoresByBrand, getApiClient } from '@trama/shared/api';
import type { Store } from '@trama/shared/contract';
import { useTranslation } from '@trama/shared/i18n';
import { useAsync } from '@trama/shared/ui';

const loadStores = async (): Promise<Store[]> => {
  const stores = await fetchStoresByBrand(getApiClient());
  // Account contract: stores of type G are not offered as a choice.
  return (Array.isArray(stores) ? stores : [])
    .filter((store) => store.storeType !== 'G')
    .sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name));
};

/** Storefront §3 Sign-up form preferredStoreId: optional, "none" is a valid choice. */
export function StoreSelect({ value, onChange }: { value: number | null; onChange: (storeId: number | null) => void }) {
  const { t } = useTranslation('shell');
  const id = useId();
  const stores = useAsync(loadStores, []);
  const list = stores.status === 'done' ? stores.value : [];
  return (
    <div className="sh-field">
      <label className="sh-field__label" htmlFor={id}>
        {t('signup.store')}
      </label>
      <select
        id={id}
        className="sh-field__input"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        aria-busy={stores.status === 'loading'}
        data-testid="signup-store"
      >
        <option value="">{t('signup.storeNone')}</option>
        {list.map((store) => (
          <option key={store.storeId} value={store.storeId}>
            {store.city} — {store.name}
          </option>
        ))}
      </select>
    </div>
  );
}
