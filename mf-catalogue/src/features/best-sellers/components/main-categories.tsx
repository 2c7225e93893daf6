import { useId } from 'react';
import { getApiClient } from '@trama/shared/api';
import { ShopLink, useAsync } from '@trama/shared/ui';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { fetchMenu } from '../api/fetch-menu.ts';
import { mainCategories } from '@trama/shared/rules';

const load = (signal: AbortSignal, _language: string) => fetchMenu(getApiClient(), signal);

/** Issue 17 §5: links to the shop's main categories, in the page's language and with its paths. */
export function MainCategories({ language }: { language: string }) {
  const t = useCatalogueT(language);
  const titleId = useId();
  const state = useAsync(load, [language]);
  const categories = state.status === 'done' ? mainCategories(state.value) : [];
  if (categories.length === 0) return null;
  return (
    <nav className="cat-main-categories" data-testid="main-categories" aria-labelledby={titleId}>
      <h2 id={titleId} className="cat-main-categories__title">
        {t('emptyState.categories')}
      </h2>
      <ul className="ui-inline-list">
        {categories.map((item) => (
          <li key={item.menuId}>
            <ShopLink language={language} to={item.canonicalUrl} className="cat-main-categories__link">
              {item.label}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
