import type { ProductCard as ProductCardData } from '@trama/shared/contract';
import { DEFAULT_IMAGE, PHOTO_SIZES, ShopLink, imageFallback, productPath, responsiveImage, shopHref } from '@trama/shared/ui';
import { DiscountBadge, Price } from './price.tsx';
import { cardOnSale } from './sale-label.ts';
import { WishlistHeart } from './wishlist/wishlist-heart.tsx';

/** Session key of the list a product was opened from (§2 Product page back button). */
export const BACK_LINK_KEY = 'backLink';

function rememberList(language: string): void {
  try {
    const { pathname, search } = globalThis.location;
    sessionStorage.setItem(BACK_LINK_KEY, pathname.startsWith(`/${language}`) ? `${pathname}${search}` : shopHref(language, pathname));
  } catch {
    // No session storage: the back button then goes to the menu page.
  }
}

/**
 * A product tile of a list, search result or slider; `eager` for the first row (LCP). `photoSizes`:
 * how wide its photo is drawn (`PHOTO_SIZES.card` in a grid, `PHOTO_SIZES.slider` in a slider).
 */
export function ProductCard({ product, language, eager = false, className = '', photoSizes = PHOTO_SIZES.card, saleLabel = null }: {
  product: ProductCardData;
  language: string;
  eager?: boolean;
  className?: string;
  photoSizes?: string;
  /** Issue 31 §4: the brand's ON_SALE label, shown in the badge when the card is on sale (sale-label.ts). */
  saleLabel?: string | null;
}) {
  return (
    <li className={`cat-card ${className}`.trim()} data-testid="product-card" data-product-id={product.productId}>
      <ShopLink
        language={language}
        to={productPath(product.menuCanonicalUrl, product.canonicalUrl)}
        className="cat-card__link"
        onClick={() => rememberList(language)}
      >
        <img
          className="cat-card__photo"
          {...responsiveImage(product.thumbnail || product.photo || DEFAULT_IMAGE, { sizes: photoSizes, width: 240, height: 300 })}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          onError={imageFallback}
        />
        <span className="cat-card__name">{product.name}</span>
      </ShopLink>
      <Price item={product} language={language} className="cat-card__price" />
      <DiscountBadge detail={product.discountDetail} sale={saleLabel && cardOnSale(product) ? saleLabel : null} />
      <WishlistHeart product={product} language={language} />
    </li>
  );
}
