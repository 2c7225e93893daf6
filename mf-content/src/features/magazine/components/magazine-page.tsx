import { useMemo } from 'react';
import { usePageOrigin, useServerPageHead } from '@trama/shared/ui';
import type { MenuPageProps } from '@trama/shared/contract';
import { NotFoundContent } from '../../../components/error-pages.tsx';
import { isMissingGrid } from '../../../components/grid/grid-errors.ts';
import { useContentGrid } from '../../../components/grid/use-content-grid.ts';
import { PageError, PageLoading } from '../../../components/page-states.tsx';
import { useContentT } from '../../../components/use-content-t.ts';
import { favouriteProductIds, magazinePosts } from '../model/posts.ts';
import { MagazineFavourites } from './magazine-favourites.tsx';
import { magazineHead } from '../model/post-head.ts';
import { PostCard } from './post-card.tsx';
import './magazine.css';

/** Storefront §2 Magazine: a tiled grid of posts in reverse order (gridTypeId 8). */
export function MagazinePage({ language, menu, path, loadParcel }: MenuPageProps) {
  const t = useContentT(language);
  const grid = useContentGrid(menu?.gridId ?? null, language);
  const posts = useMemo(() => (grid.status === 'ready' ? magazinePosts(grid.items) : null), [grid]);
  useServerPageHead(magazineHead(posts, menu, language, usePageOrigin()));

  if (grid.status === 'error') {
    return isMissingGrid(grid.error) || !menu?.gridId ? <NotFoundContent language={language} /> : <PageError t={t} />;
  }
  return (
    <section className="cnt-magazine" aria-labelledby="cnt-magazine-title">
      <h1 id="cnt-magazine-title" className="cnt-magazine__title">
        {menu?.label || t('magazine.title')}
      </h1>
      {!posts ? (
        <PageLoading t={t} className="cnt-magazine__loading" />
      ) : posts.length === 0 ? (
        <p className="cnt-magazine__empty">{t('magazine.empty')}</p>
      ) : (
        <ul className="cnt-magazine__grid">
          {posts.map((post, index) => (
            <li key={post.id} className="cnt-magazine__tile">
              <PostCard post={post} menuCanonicalUrl={menu.canonicalUrl} language={language} t={t} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {posts ? <MagazineFavourites productIds={favouriteProductIds(posts)} language={language} path={path} loadParcel={loadParcel} t={t} /> : null}
    </section>
  );
}
