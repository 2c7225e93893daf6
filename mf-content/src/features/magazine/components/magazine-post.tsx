import { useMemo } from 'react';
import { usePageOrigin, useServerPageHead } from '@trama/shared/ui';
import type { MagazinePostProps } from '@trama/shared/contract';
import { ContentLink } from '../../../components/content-link.tsx';
import { NotFoundContent } from '../../../components/error-pages.tsx';
import { isMissingGrid } from '../../../components/grid/grid-errors.ts';
import { useContentGrid } from '../../../components/grid/use-content-grid.ts';
import { PageError, PageLoading } from '../../../components/page-states.tsx';
import { useContentT } from '../../../components/use-content-t.ts';
import { WidgetBody } from '../../../components/widget-body.tsx';
import { formatPostDate } from '../model/post-date.ts';
import { magazinePostHead } from '../model/post-head.ts';
import { favouriteProductIds, findPost, magazinePosts } from '../model/posts.ts';
import { MagazineFavourites } from './magazine-favourites.tsx';
import { OtherPosts } from './other-posts.tsx';
import './magazine.css';

/** Storefront §2 Magazine post: title, subtitle, its photos and texts, its favourites and the other posts. */
export function MagazinePost({ language, menu, postId, path, loadParcel }: MagazinePostProps) {
  const t = useContentT(language);
  const grid = useContentGrid(menu?.gridId ?? null, language);
  const posts = useMemo(() => (grid.status === 'ready' ? magazinePosts(grid.items) : null), [grid]);
  useServerPageHead(magazinePostHead(posts, postId, menu, language, usePageOrigin()));

  if (grid.status === 'error') {
    return isMissingGrid(grid.error) || !menu?.gridId ? <NotFoundContent language={language} /> : <PageError t={t} />;
  }
  if (!posts) return <PageLoading t={t} className="cnt-post__loading" />;
  const post = findPost(posts, postId);
  if (!post) return <NotFoundContent language={language} />;

  const { view } = post;
  const date = formatPostDate(view.date, language);
  return (
    <article className="cnt-post">
      <header className="cnt-post__header">
        <ContentLink language={language} menuHref={menu.canonicalUrl} className="cnt-post__back">
          {menu.label || t('magazine.title')}
        </ContentLink>
        <h1 className="cnt-post__title">{view.title ?? t('magazine.untitled')}</h1>
        {view.subtitle ? <p className="cnt-post__subtitle">{view.subtitle}</p> : null}
        {date && view.date ? (
          <time className="cnt-post__date" dateTime={view.date.slice(0, 10)}>
            {date}
          </time>
        ) : null}
      </header>
      <div className="cnt-post__body">
        <WidgetBody blocks={view.body} blockClass="cnt-post" title={view.title ?? ''} priority />
      </div>
      <MagazineFavourites productIds={favouriteProductIds([post])} language={language} path={path} loadParcel={loadParcel} t={t} />
      <OtherPosts
        posts={posts.filter((other) => other.id !== post.id)}
        menuCanonicalUrl={menu.canonicalUrl}
        language={language}
        t={t}
      />
    </article>
  );
}
