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

/** `sizes` of the shop's layouts: a list card (two a row on a phone), the product page photo. */
export const PHOTO_SIZES = {
  card: '(min-width: 1280px) 240px, (min-width: 768px) 25vw, 50vw',
  page: '(min-width: 1280px) 720px, (min-width: 768px) 60vw, 100vw',
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
