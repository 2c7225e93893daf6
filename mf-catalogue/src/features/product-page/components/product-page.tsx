import { useEffect, useState } from 'react';
import { ApiError, getApiClient } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import type { MenuItem, Product, ProductPageProps } from '@trama/shared/contract';
import { productAnalyticsEvent } from '@trama/shared/rules';
import { navigate, ShopLink, Spinner, useAsync, usePageOrigin, useServerPageHead } from '@trama/shared/ui';
import { browserId } from '../../../components/browser-id.ts';
import { DiscountBadge, Price } from '../../../components/price.tsx';
import { useSaleLabel } from '../../../components/sale-label.ts';
import { salesMode } from '../../../components/sales-mode.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { useCatalogueT } from '../../../components/use-catalogue-t.ts';
import { WishlistHeart } from '../../../components/wishlist/wishlist-heart.tsx';
import { createClickstream } from '../api/create-clickstream.ts';
import { fetchProductByCanonicalUrl } from '../api/fetch-product.ts';
import { backTarget, readBackLink } from '../model/back-link.ts';
import { canonicalRedirect } from '../model/canonical-path.ts';
import { viewEvent } from '../model/clickstream.ts';
import { cutDescription } from '../model/composite.ts';
import { productJsonLd } from '../model/json-ld.ts';
import { chosenSize, initialSizeChoice, shownPrices } from '../model/size-choice.ts';
import { visibleSizes } from '../model/sizes.ts';
import { BuyBox } from './buy-box.tsx';
import { ColourOptions } from './colour-options.tsx';
import { CompositeSet } from './composite-set.tsx';
import { DescriptionPreview } from './description-preview.tsx';
import { DetailTabs } from './detail-tabs.tsx';
import { GiftCardBuyBox } from './gift-card-buy-box.tsx';
import { PhotoSlider } from './photo-slider.tsx';

const loadProduct = (signal: AbortSignal, menu: string, canonicalUrl: string) =>
  fetchProductByCanonicalUrl(getApiClient(), menu, canonicalUrl, signal);

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Issue 29 §8: the API refuses the slug (400): the address names no product, it is the 404 page. */
function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404;
}

/**
 * §3 Clickstream: one view per product shown; a failed record never disturbs the page. Only after
 * cookie approval (§4, docs/consent-and-marketing.md): without it there is no browser id and no request.
 */
function useRecordView(product: Product | null, menuId: number) {
  const productId = product?.productId ?? null;
  useEffect(() => {
    const browser = browserId();
    if (!product || !browser) return;
    const api = getApiClient();
    createClickstream(api, viewEvent(product, menuId, browser, api.currentContext.country)).catch(() => undefined);
    // One record per product id, not per re-render with a new object.
  }, [productId, menuId]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * Issue 31 §3: one view_item per product shown, on the bus; the shell pushes it to the GA4
 * dataLayer only after cookie approval (docs/analytics.md), so it is sent whatever the choice.
 */
function useTrackView(product: Product | null) {
  const productId = product?.productId ?? null;
  useEffect(() => {
    if (product) getBus().send('analytics.track', { name: 'view_item', data: productAnalyticsEvent(product) });
  }, [productId]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** Mounted per product (key), so another product or colour starts from its preselected size. */
function ProductView({ product, menu, language, saleLabel }: { product: Product; menu: MenuItem; language: string; saleLabel: string | null }) {
  const t = useCatalogueT(language);
  const set = product.productType === 'C';
  const [choice, setChoice] = useState(() => initialSizeChoice(product));
  // A set's items are priced one by one in the set; its head shows the set's own price.
  const prices = set ? shownPrices(product, null) : shownPrices(product, chosenSize(product, choice), visibleSizes(product.sizes, salesMode()));
  const photos = [product.photo, ...product.photosX75.filter((p) => p !== product.photo)].filter(Boolean);
  const description = set ? cutDescription(product.compositeData?.description || product.description) : product.description;
  const origin = usePageOrigin();
  const jsonLd = productJsonLd(product, menu, language, origin);
  // <head> on the server and after a navigation: a link preview shows this product, not its list.
  // Issue 17 §1: the product's own address in every language (translated slugs) for hreflang and the language switcher.
  useServerPageHead({ title: product.name, description: description || undefined, image: photos[0], type: 'product', jsonLd, alternates: product.alternates });
  return (
    <article className="ui-page cat-product">
      <PhotoSlider photos={photos} name={product.name} label={t('product.photos', { name: product.name })} />
      <div className="cat-product__info">
        {product.collection && <p className="cat-product__collection">{product.collection}</p>}
        <div className="cat-product__head">
          <h1 className="cat-product__name">{set ? (product.compositeData?.name ?? product.name) : product.name}</h1>
          <WishlistHeart product={product} language={language} />
        </div>
        <p className="cat-product__price">
          <Price item={prices} language={language} /> <DiscountBadge detail={prices.discountDetail} sale={product.inSale ? saleLabel : null} />
        </p>
        <ColourOptions colours={product.colors} current={product.productId} menuPath={product.menuCanonicalUrl || menu.canonicalUrl} language={language} />
        {set ? (
          <CompositeSet key={product.productId} product={product} language={language} />
        ) : product.itemType === 'GFC' ? (
          <GiftCardBuyBox product={product} choice={choice} setChoice={setChoice} language={language} />
        ) : (
          <BuyBox product={product} choice={choice} setChoice={setChoice} language={language} />
        )}
        <DetailTabs
          productId={product.productId}
          description={
            !description ? null : set ? (
              <p className="cat-product__description">{description}</p>
            ) : (
              <DescriptionPreview key={product.productId} text={description} language={language} />
            )
          }
          language={language}
        />
      </div>
    </article>
  );
}

/**
 * Storefront §2 Product page: a spinner while loading; no product -> Error.5 with a back button
 * (Error.6) to the stored backLink; any other load error -> the 404 page.
 */
export function ProductPage({ menu, productCanonicalUrl, language }: ProductPageProps) {
  const t = useCatalogueT(language);
  const state = useAsync(loadProduct, [menu.canonicalUrl, productCanonicalUrl]);
  // Asked beside the product (not under it), so a server render has both in its first pass.
  const saleLabel = useSaleLabel(language);
  const refused = state.status === 'failed' && isRefused(state.error);
  const failedOtherwise = state.status === 'failed' && !isNotFound(state.error) && !refused;
  const loaded = state.status === 'done' ? state.value : null;
  const redirect = loaded ? canonicalRedirect(loaded, menu, productCanonicalUrl) : null;
  // Recorded on the canonical page only, so a redirected visit counts once.
  useRecordView(redirect ? null : loaded, menu.menuId);
  useTrackView(redirect ? null : loaded);

  useEffect(() => {
    if (failedOtherwise) navigate('/404', { language, replace: true });
    // The shell then resolves the canonical path, and its page metadata (canonical link) names it.
    else if (redirect) navigate(redirect, { language, replace: true });
  }, [failedOtherwise, redirect, language]);

  if (refused) return <NotFoundPage language={language} back={{ to: menu.canonicalUrl, label: menu.label }} />;
  if (failedOtherwise) return <FailedProduct language={language} />;
  if (state.status === 'idle' || state.status === 'loading' || redirect) return <Spinner label={t('remote.loading')} />;

  if (state.status === 'failed' || !state.value) {
    return <MissingProduct menu={menu} language={language} />;
  }
  return <ProductView key={state.value.productId} product={state.value} menu={menu} language={language} saleLabel={saleLabel} />;
}

/**
 * The API failed (5xx, no answer): the browser goes to the 404 page (storefront §2). On the server
 * the answer is a 503, never a 200 page holding only a spinner (issue 29 §8).
 */
function FailedProduct({ language }: { language: string }) {
  const t = useCatalogueT(language);
  useServerPageHead({ status: 503 });
  return <Spinner label={t('remote.loading')} />;
}

/** Storefront §2 Error.5; on the server the answer is a 404 (issue 13). */
function MissingProduct({ menu, language }: { menu: MenuItem; language: string }) {
  const t = useCatalogueT(language);
  useServerPageHead({ status: 404 });
  return (
    <section className="ui-page cat-product cat-product--missing">
      <h1 className="cat-product__missing">{t('Error.5')}</h1>
      <ShopLink language={language} to={backTarget(readBackLink(), menu.canonicalUrl)} className="ui-button">
        {t('Error.6')}
      </ShopLink>
    </section>
  );
}
