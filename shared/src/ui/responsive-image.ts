/**
 * Product photos in the size the screen needs (docs/media.md): the API serves
 * /media/products/<canonicalUrl>-<n>.jpg in the widths below (?w=), as AVIF or WebP to the
 * browsers that accept them. The builder turns a photo address into the <img> attributes
 * (srcSet, sizes, width, height); any other image (a drawn banner, the fallback) keeps its src.
 * No browser API here: the same attributes render on the server and in the browser.
 */

/** The widths the API makes (api/src/domain/media/photo-formats.ts holds the same list). */
export const PHOTO_WIDTHS = [320, 480, 640, 960, 1280] as const;

/** A product photo, or an old order line's drawn one (served as the same raster photo). */
const PRODUCT_PHOTO = /^\/media\/products\/([a-z0-9-]+-\d{1,2})\.(jpg|svg)$/;

/**
 * `sizes` of the shop's layouts: how wide each photo is drawn, so the browser fetches the smallest
 * served width that covers it (issue 30 §6). They follow the CSS: the page's side margins
 * (`.sh-main`'s gutter, clamp(1rem, 3vw, 2.5rem), in a 1280 px column) and the catalogue's own.
 * Never narrower than the box (a blurry photo), at most a served width wider; `e2e/tests/
 * product-photos.spec.ts` measures them on screens from 320 to 1920 px. Writing `100vw` for a
 * photo drawn 64 px narrower made a 412 px phone at 1.75 fetch the 960 px product photo (38.6 KB
 * AVIF) where the 640 px one (12.4 KB) covers it: that download was most of the page's LCP.
 */
export const PHOTO_SIZES = {
  /**
   * A card in a `.cat-cards` grid (list, search, wishlist, best sellers): two a row below 600 px
   * (the screen less 64 px of margins and a 12 px gap, halved); from 600 px as many 11rem
   * columns as fit — at most 272 px wide, and 240 px from 920 px (the filter column, 3+ a row).
   */
  card: '(min-width: 920px) 240px, (min-width: 600px) 272px, calc(50vw - 38px)',
  /**
   * A card in a slider (the recommended products, the magazine's favourites): 1, 2, 3, then 4
   * slides in view (breakpoints 382, 680, 1020 px) across the page's column less its gutters.
   */
  slider: '(min-width: 1280px) 300px, (min-width: 1020px) 25vw, (min-width: 680px) calc(33.34vw - 10px), (min-width: 382px) calc(50vw - 16px), calc(100vw - 32px)',
  /**
   * The product page photo: the page's width less 64 px of margins on a phone; from 768 px 3/5 of
   * the column beside the buy box (3fr 2fr, a 2rem gap); 682 px in the 1280 px column.
   */
  page: '(min-width: 1280px) 682px, (min-width: 768px) calc(56.4vw - 38px), calc(100vw - 64px)',
} as const;

export interface ResponsiveImageOptions {
  /** The `sizes` attribute: how wide the image shows ('(min-width: 64em) 25vw, 50vw', '80px'). */
  sizes: string;
  /** Intrinsic width and height: the box is reserved before the image arrives (no layout shift). */
  width: number;
  height: number;
}

export interface ResponsiveImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/** The address of a product photo at a width, or null for any other image. */
export function photoAtWidth(src: string, width: number): string | null {
  const match = PRODUCT_PHOTO.exec(src);
  return match ? `/media/products/${match[1]}.jpg?w=${width}` : null;
}

/**
 * <img> attributes of an image: for a product photo every served width in srcSet (the browser
 * picks by `sizes` and its pixel density) and a 640 px src; any other image as it is.
 */
export function responsiveImage(src: string, { sizes, width, height }: ResponsiveImageOptions): ResponsiveImageProps {
  if (!photoAtWidth(src, 640)) return { src, width, height };
  return {
    src: photoAtWidth(src, 640)!,
    srcSet: PHOTO_WIDTHS.map((w) => `${photoAtWidth(src, w)} ${w}w`).join(', '),
    sizes,
    width,
    height,
  };
}
