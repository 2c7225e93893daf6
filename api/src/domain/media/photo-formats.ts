/**
 * The sizes and formats of product photos. The widths are the shop's own list (the same list as
 * @trama/shared/ui responsive-image.ts, checked by a test); the format follows the browser's
 * Accept header, so one URL serves AVIF, WebP or JPEG and the answer says `Vary: Accept`.
 */
export const PHOTO_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Without ?w= (an og:image, an old link): wide enough for a page, small enough for a feed. */
export const DEFAULT_PHOTO_WIDTH: PhotoWidth = 960;

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * The best format a client takes: AVIF, then WebP, then JPEG (which every client reads). A type
 * refused with q=0 does not count.
 */
export function negotiateFormat(accept: string | undefined): PhotoFormat {
  const accepted = new Set(
    (accept ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type!.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}
