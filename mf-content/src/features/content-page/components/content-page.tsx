import { useEffect, useMemo } from 'react';
import type { ContentPageProps } from '@trama/shared/contract';
import { ContentImage } from '../../../components/content-image.tsx';
import { NotFoundContent } from '../../../components/error-pages.tsx';
import { isMissingGrid, isUnavailableGrid } from '../../../components/grid/grid-errors.ts';
import { useContentGrid } from '../../../components/grid/use-content-grid.ts';
import { navigate, usePageOrigin, useServerPageHead } from '@trama/shared/ui';
import { PageError, PageLoading } from '../../../components/page-states.tsx';
import { useContentT } from '../../../components/use-content-t.ts';
import { contentPageHead } from '../model/content-head.ts';
import { firstTitle, pageContent } from '../model/page-content.ts';
import { pageKind } from '../model/page-kind.ts';
import { AccordionPage } from './accordion-page.tsx';
import { EditorialWidget } from './editorial-widget.tsx';
import './content-page.css';

export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 700;

/** Storefront §2: a CMS page for gridTypeId 2 to 7, titled with its menu label. */
export function ContentPage({ language, menu, gridId, gridTypeId }: ContentPageProps) {
  const t = useContentT(language);
  const id = gridId ?? menu?.gridId ?? null;
  const kind = pageKind(gridTypeId ?? menu?.gridTypeId);
  const grid = useContentGrid(id, language);
  const unavailable = grid.status === 'error' && isUnavailableGrid(id, grid.error);

  useEffect(() => {
    if (unavailable) navigate('/503', { language, replace: true });
  }, [unavailable, language]);

  const content = useMemo(() => (grid.status === 'ready' ? pageContent(grid.items, kind !== 'static') : null), [grid, kind]);
  useServerPageHead(contentPageHead(content, content && (menu?.label || firstTitle(content)), menu, language, usePageOrigin()));

  if (id === null || (grid.status === 'error' && isMissingGrid(grid.error))) return <NotFoundContent language={language} />;
  if (grid.status === 'error') return unavailable ? null : <PageError t={t} />;
  if (!content) return <PageLoading t={t} className="cnt-page__loading" />;

  const title = menu?.label || firstTitle(content);
  const cover = content.cover;
  return (
    <article className={`cnt-page cnt-page--${kind}`}>
      {cover?.photo ? (
        <header className="cnt-page__cover">
          <ContentImage className="cnt-page__cover-photo" photo={cover.photo} width={COVER_WIDTH} height={COVER_HEIGHT} priority />
          {title ? <h1 className="cnt-page__title">{title}</h1> : null}
          {cover.subtitle || cover.text ? <p className="cnt-page__lead">{cover.subtitle ?? cover.text}</p> : null}
        </header>
      ) : title ? (
        <h1 className="cnt-page__title">{title}</h1>
      ) : null}
      {kind === 'static' ? (
        <AccordionPage sections={content.sections} />
      ) : (
        content.sections.map((section, index) => (
          <section
            key={section.key}
            // Several widgets side by side: the brand page's three columns, a timeline's pairs.
            className={`cnt-page__section${section.widgets.length > 1 ? ' cnt-page__section--columns' : ''}`}
          >
            {section.widgets.map((view, i) => (
              <EditorialWidget key={view.key} view={view} language={language} t={t} priority={!cover && index === 0 && i === 0} />
            ))}
          </section>
        ))
      )}
    </article>
  );
}
