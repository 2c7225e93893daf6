import { useEffect, useMemo } from 'react';
import type { BaseParcelProps } from '@trama/shared/contract';
import { useContentGrid } from '../../../components/grid/use-content-grid.ts';
import { isUnavailableGrid } from '../../../components/grid/grid-errors.ts';
import { navigate, usePageOrigin, useServerPageHead } from '@trama/shared/ui';
import * as sharedParcel from '@trama/shared/parcel';
import { PageError } from '../../../components/page-states.tsx';
import { useContentT } from '../../../components/use-content-t.ts';
import { homeHead } from '../model/home-head.ts';
import { HOME_GRID_ID, homeLayout, showsBannerSlider } from '../model/home-layout.ts';
import { BannerSlider } from './banner-slider.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { LinksBlock } from './links-block.tsx';
import { SocialFeed } from '../../social-feed/components/social-feed.tsx';
import './home.css';

/**
 * @trama/shared is a share-scope singleton: a remote built before ForeignParcel existed may be the
 * one providing it at run time, and then the slider is skipped rather than breaking the home.
 */
const ForeignParcel = sharedParcel.ForeignParcel as typeof sharedParcel.ForeignParcel | undefined;

/** Storefront §2 Home: CMS-driven sections from grid 21. */
export function HomePage({ language, path, apiBaseUrl, loadParcel }: BaseParcelProps) {
  const t = useContentT(language);
  const grid = useContentGrid(HOME_GRID_ID, language);
  const unavailable = grid.status === 'error' && isUnavailableGrid(HOME_GRID_ID, grid.error);

  // §2 Home's affiliate arrival (awc, sv_campaign_id) is the shell's, on any page and by consent
  // (shell/src/marketing, docs/consent-and-marketing.md).

  // §4 Home grid: a 503 on grid 21 means the shop is down for maintenance.
  useEffect(() => {
    if (unavailable) navigate('/503', { language, replace: true });
  }, [unavailable, language]);

  // Stable, so the recommended slider is not updated on every render of the home.
  const recommendedProps = useMemo<BaseParcelProps>(
    () => ({ language, path, apiBaseUrl, loadParcel }),
    [language, path, apiBaseUrl, loadParcel],
  );
  const layout = useMemo(() => (grid.status === 'ready' ? homeLayout(grid.items) : null), [grid]);
  useServerPageHead(homeHead(layout, usePageOrigin()));

  if (grid.status === 'error') return unavailable ? null : <PageError t={t} />;

  const slider = layout ? showsBannerSlider(layout.banners) : false;
  return (
    <div className="cnt-home" aria-busy={layout ? undefined : true}>
      <h1 className="ui-visually-hidden">{t('home.title')}</h1>
      {layout ? (
        <>
          <BannerSlider banners={layout.banners} language={language} t={t} />
          <CategoryGrid categories={layout.categories} language={language} t={t} priorityFirst={!slider} />
          {/* §2 Home: the category grid is followed by catalogue's recommended-products slider
              (in the server HTML too: issue 30 §5, ForeignParcel). */}
          {loadParcel && ForeignParcel && (
            <ForeignParcel
              loadParcel={loadParcel}
              remote="catalogue"
              parcel="RecommendedProducts"
              parcelProps={recommendedProps}
              className="cnt-home__recommended"
            />
          )}
          <LinksBlock block={layout.linksBlock} language={language} />
          <CategoryGrid
            categories={layout.moreCategories}
            language={language}
            t={t}
            className="cnt-categories--more"
          />
          <SocialFeed language={language} />
        </>
      ) : (
        // Holds the banner's box while the grid loads, so nothing below jumps when it arrives.
        <div className="cnt-home__placeholder" />
      )}
    </div>
  );
}
