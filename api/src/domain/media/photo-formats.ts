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

/**
 * The variants made ahead of any request (issue 29 §3): every width of the srcset in AVIF, which
 * the shop's browsers take (a card is 320-640 px, the product page 960-1280 px by screen and
 * pixel density), and the default JPEG that og:image and crawlers read. WebP (older Safari) and
 * other JPEG widths are still made on first request.
 */
export const COMMON_VARIANTS: readonly { width: PhotoWidth; format: PhotoFormat }[] = [
  ...PHOTO_WIDTHS.map((width) => ({ width, format: 'avif' as const })),
  { width: DEFAULT_PHOTO_WIDTH, format: 'jpeg' },
];

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
