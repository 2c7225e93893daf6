import { ContentImage } from './content-image.tsx';
import { ContentVideo } from './content-video.tsx';
import type { BodyBlock } from './grid/widget-view.ts';
import { RichText } from './rich-text.tsx';

export const BODY_PHOTO_WIDTH = 1200;
export const BODY_PHOTO_HEIGHT = 800;

interface WidgetBodyProps {
  blocks: BodyBlock[];
  /** The block its photos, videos and texts are elements of: a page's widget or a magazine post. */
  blockClass: 'cnt-widget' | 'cnt-post';
  /** Title used for videos the editor left untitled. */
  title: string;
  /** Its first photo is the page's LCP candidate. */
  priority?: boolean;
}

/** A widget's photos, texts and videos in the editor's order (a CMS page's widget, a magazine post). */
export function WidgetBody({ blocks, blockClass, title, priority = false }: WidgetBodyProps) {
  const firstPhoto = blocks.find((block) => block.kind === 'photo');
  return (
    <>
      {blocks.map((block) => {
        if (block.kind === 'photo') {
          return (
            <ContentImage
              key={block.key}
              className={`${blockClass}__photo`}
              photo={block.photo}
              width={BODY_PHOTO_WIDTH}
              height={BODY_PHOTO_HEIGHT}
              priority={priority && block === firstPhoto}
            />
          );
        }
        if (block.kind === 'video') {
          return (
            <ContentVideo
              key={block.key}
              className={`${blockClass}__video`}
              url={block.url}
              title={block.title || title}
              width={BODY_PHOTO_WIDTH}
              height={675}
            />
          );
        }
        return <RichText key={block.key} className={`${blockClass}__text`} value={block.value} />;
      })}
    </>
  );
}
