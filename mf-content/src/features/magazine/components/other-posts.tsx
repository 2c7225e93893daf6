import { useMemo, useRef } from 'react';
import type { SwiperOptions } from 'swiper/types';
// Only the rules the sliders use (issue 29 §20), not 'swiper/css', which the page would inline whole.
import '@trama/shared/ui/swiper-core.css';
import '../../../components/swiper/swiper-pagination.css';
import { useSwiper } from '../../../components/swiper/use-swiper.ts';
import type { ContentT } from '../../../components/use-content-t.ts';
import { OTHER_POSTS_BREAKPOINTS, type Post } from '../model/posts.ts';
import { PostCard } from './post-card.tsx';

const SLIDER_SPEED_MS = 600;

interface OtherPostsProps {
  posts: Post[];
  menuCanonicalUrl: string;
  language: string;
  t: ContentT;
}

/** Storefront §2 Magazine post: a slider of the other posts (§9: 1, 3 or 4 per view). */
export function OtherPosts({ posts, menuCanonicalUrl, language, t }: OtherPostsProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Swiper's own words for its bullets are English; the shopper's come from the dictionary (issue 17).
  const previous = t('home.previousSlide');
  const next = t('home.nextSlide');
  const slide = t('home.goToSlide', { index: '{{index}}' });
  const options = useMemo<SwiperOptions>(
    () => ({
      speed: SLIDER_SPEED_MS,
      spaceBetween: 16,
      slidesPerView: OTHER_POSTS_BREAKPOINTS[0],
      breakpoints: {
        382: { slidesPerView: OTHER_POSTS_BREAKPOINTS[382] },
        980: { slidesPerView: OTHER_POSTS_BREAKPOINTS[980] },
      },
      pagination: { el: '.cnt-other-posts__pagination', clickable: true },
      a11y: { prevSlideMessage: previous, nextSlideMessage: next, paginationBulletMessage: slide },
    }),
    [previous, next, slide],
  );
  useSwiper(ref, posts.length > 1 ? options : null);
  if (posts.length === 0) return null;
  return (
    <section className="cnt-other-posts" aria-labelledby="cnt-other-posts-title">
      <h2 id="cnt-other-posts-title" className="cnt-other-posts__title">
        {t('magazine.otherPosts')}
      </h2>
      <div className="swiper cnt-other-posts__swiper" ref={ref}>
        <ul className="swiper-wrapper cnt-other-posts__list">
          {posts.map((post) => (
            <li key={post.id} className="swiper-slide cnt-other-posts__slide">
              <PostCard post={post} menuCanonicalUrl={menuCanonicalUrl} language={language} t={t} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <div className="cnt-other-posts__pagination" />
      </div>
    </section>
  );
}
