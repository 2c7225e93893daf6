import './content-image.css';
import { imageFallback } from '@trama/shared/ui';
import type { PhotoView } from './grid/widget-view.ts';

interface ContentImageProps {
  photo: PhotoView;
  /** Intrinsic size: reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** The page's largest first image: fetched first, never lazy. */
  priority?: boolean;
  className?: string;
}

/** A CMS photo: sized, lazy unless it is the LCP candidate, with the default image on error. */
export function ContentImage({ photo, width, height, priority = false, className }: ContentImageProps) {
  return (
    <img
      className={className}
      src={photo.src}
      alt={photo.alt}
      width={width}
      height={height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={imageFallback}
    />
  );
}
