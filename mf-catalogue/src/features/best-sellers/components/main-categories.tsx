import { useId } from 'react';
import { getApiClient } from '@trama/shared/api';
import { CategoryLinks, useAsync } from '@trama/shared/ui';
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
      <CategoryLinks language={language} categories={categories} linkClassName="cat-main-categories__link" />
    </nav>
  );
}
