import './catalogues.css';
import { useId } from 'react';
import type { CataloguesPageProps } from '@trama/shared/contract';
import { Spinner, useAsync } from '@trama/shared/ui';
import { useAccountT } from '../../../../components/use-account-t.ts';
import { fetchCatalogues } from '../api/fetch-catalogues.ts';
import { CatalogueCard } from './catalogue-card.tsx';
import { CatalogueCarousel } from './catalogue-carousel.tsx';

/** Module level, as useAsync wants: the server renders the covers (docs/rendering.md). */
const loadCatalogues = (signal: AbortSignal) => fetchCatalogues(signal);
const NO_ARGS: [] = [];

/** Account §2 Catalogues page (open to visitors): the brand's catalogues, a carousel when more than 2. */
export function CataloguesPage({ language, menu }: CataloguesPageProps) {
  const t = useAccountT(language);
  const titleId = useId();
  const loaded = useAsync(loadCatalogues, NO_ARGS);

  const cards = loaded.status === 'done' ? loaded.value : [];
  const items = cards.map((catalogue) => (
    <li key={catalogue.code} className="acc-catalogues__item">
      <CatalogueCard language={language} catalogue={catalogue} openLabel={t('catalogues.open', { name: catalogue.name })} />
    </li>
  ));

  return (
    <section className="ui-page acc-catalogues" aria-labelledby={titleId} data-testid="catalogues-page">
      <h1 id={titleId} className="ui-page__title acc-catalogues__title">
        {menu?.label || t('catalogues.title')}
      </h1>
      {(loaded.status === 'loading' || loaded.status === 'idle') && <Spinner label={t('catalogues.loading')} />}
      {loaded.status === 'failed' && <p role="alert">{t('catalogues.loadFailed')}</p>}
      {loaded.status === 'done' && cards.length === 0 && <p>{t('catalogues.empty')}</p>}
      {cards.length > 2 ? (
        <CatalogueCarousel
          count={cards.length}
          labels={{ previous: t('catalogues.previous'), next: t('catalogues.next'), pause: t('catalogues.pause'), play: t('catalogues.play') }}
        >
          {items}
        </CatalogueCarousel>
      ) : (
        cards.length > 0 && <ul className="acc-catalogues__list">{items}</ul>
      )}
    </section>
  );
}
