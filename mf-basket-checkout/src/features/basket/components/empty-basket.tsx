import { useId, useMemo } from 'react';
import { getApiClient } from '@trama/shared/api';
import type { BaseParcelProps, BestSellersProps } from '@trama/shared/contract';
import * as sharedParcel from '@trama/shared/parcel';
import { CategoryLinks, useAsync } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { fetchMenu } from '../api/fetch-menu.ts';
import { mainCategories } from '@trama/shared/rules';
import './empty-basket.css';

/**
 * @trama/shared is a share-scope singleton: a remote built before ForeignParcel existed may be the
 * one providing it at run time, and then the best sellers are skipped rather than breaking the basket.
 */
const ForeignParcel = sharedParcel.ForeignParcel as typeof sharedParcel.ForeignParcel | undefined;

// The language is an argument so that a language change asks again (the client sends it as a header).
const loadMenu = (signal: AbortSignal, _language: string) => fetchMenu(getApiClient(), signal);

interface EmptyBasketProps extends Partial<BaseParcelProps> {
  language: string;
  /** 'page': the order page; 'popup': the header basket popup (smaller headings, rows of best sellers). */
  variant?: 'page' | 'popup';
}

/**
 * Issue 17 §5: an empty basket leads somewhere — a heading, a line, the shop's main categories (from
 * the menu, in the page's language) and the catalogue's best sellers (its BestSellers parcel, loaded
 * through the shell; nothing when the catalogue is off, the categories still lead on).
 */
export function EmptyBasket({ language, path = '', apiBaseUrl = '', loadParcel, variant = 'page' }: EmptyBasketProps) {
  const t = useBasketT(language);
  const titleId = useId();
  const menu = useAsync(loadMenu, [language]);
  const categories = menu.status === 'done' ? mainCategories(menu.value) : [];
  const popup = variant === 'popup';
  const Heading = popup ? 'h3' : 'h2';
  const Subheading = popup ? 'h4' : 'h3';
  // Stable, so the foreign parcel is not updated on every render of the basket.
  const bestSellerProps = useMemo<BestSellersProps>(
    () => ({ language, path, apiBaseUrl, loadParcel, limit: popup ? 3 : 8, variant: popup ? 'compact' : 'cards' }),
    [language, path, apiBaseUrl, loadParcel, popup],
  );
  return (
    <div className={popup ? 'bsk-empty bsk-empty--popup' : 'bsk-empty'} data-testid="empty-basket">
      <Heading className="bsk-empty__title">{t('order.empty')}</Heading>
      <p className="bsk-empty__text">{t('emptyBasket.text')}</p>
      {categories.length > 0 && (
        <nav className="bsk-empty__categories" aria-labelledby={titleId}>
          <Subheading id={titleId} className="bsk-empty__subtitle">
            {t('emptyBasket.categories')}
          </Subheading>
          <CategoryLinks language={language} categories={categories} linkClassName="bsk-empty__link" />
        </nav>
      )}
      {loadParcel && ForeignParcel && (
        <ForeignParcel loadParcel={loadParcel} remote="catalogue" parcel="BestSellers" parcelProps={bestSellerProps} className="bsk-empty__best-sellers" />
      )}
    </div>
  );
}
