import { ContentImage } from '../../../components/content-image.tsx';
import { ContentLink } from '../../../components/content-link.tsx';
import type { ContentT } from '../../../components/use-content-t.ts';
import { formatPostDate } from '../model/post-date.ts';
import { postPath, type Post } from '../model/posts.ts';

export const POST_PHOTO_WIDTH = 600;
export const POST_PHOTO_HEIGHT = 450;

interface PostCardProps {
  post: Post;
  menuCanonicalUrl: string;
  language: string;
  t: ContentT;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A magazine tile: photo, title and subtitle, the whole tile linking to the post. */
export function PostCard({ post, menuCanonicalUrl, language, t, priority = false, headingLevel = 'h2' }: PostCardProps) {
  const Heading = headingLevel;
  const { view } = post;
  const date = formatPostDate(view.date, language);
  return (
    <ContentLink language={language} menuHref={postPath(menuCanonicalUrl, post.id)} className="cnt-post-card">
      {view.photo ? (
        <ContentImage
          className="cnt-post-card__photo"
          photo={{ ...view.photo, alt: '' }}
          width={POST_PHOTO_WIDTH}
          height={POST_PHOTO_HEIGHT}
          priority={priority}
        />
      ) : null}
      {date && view.date ? (
        <time className="cnt-post-card__date" dateTime={view.date.slice(0, 10)}>
          {date}
        </time>
      ) : null}
      <Heading className="cnt-post-card__title">{view.title ?? t('magazine.untitled')}</Heading>
      {view.subtitle ? <p className="cnt-post-card__subtitle">{view.subtitle}</p> : null}
      <span className="cnt-post-card__more">{t('magazine.readMore')}</span>
    </ContentLink>
  );
}
