import type { Store } from '@trama/shared/contract';
import { ShopLink } from '@trama/shared/ui';
import { useStoresT } from '../../../components/use-stores-t.ts';
import { openingHoursRanges } from '../model/opening-hours.ts';
import { WEEKDAYS } from '../model/store-groups.ts';

interface StoreCardProps {
  store: Store;
  language: string;
  shopperPath?: string;
}

/** One store (account §2): name, address, zip, city, phone, opening hours per weekday. */
export function StoreCard({ store, language, shopperPath }: StoreCardProps) {
  const t = useStoresT(language);
  return (
    <article className="sto-card" aria-labelledby={`sto-card-${store.storeId}`}>
      <h3 id={`sto-card-${store.storeId}`} className="sto-card__name">
        {store.name}
      </h3>
      <p className="sto-card__address">
        {store.address}
        <br />
        {store.zip} {store.city}
      </p>
      {store.phone && (
        <p className="sto-card__phone">
          <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
        </p>
      )}
      <dl className="sto-hours" aria-label={t('locator.openingHours')}>
        {WEEKDAYS.map((day) => (
          <div key={day} className="sto-hours__row">
            <dt>{t(`weekdays.${day}`)}</dt>
            <dd>{openingHoursRanges(store.openingHours[day]) ?? t('locator.closed')}</dd>
          </div>
        ))}
      </dl>
      {store.personalShopper && shopperPath && (
        <ShopLink language={language} to={`${shopperPath}?store=${store.storeId}`} className="sto-button">
          {t('locator.shopper')}
        </ShopLink>
      )}
    </article>
  );
}
