import type { ClickstreamEvent, Product } from '@trama/shared/contract';

/** §3 Clickstream event of a product view; browser facts come from the user agent, no tracking lib. */
export function viewEvent(product: Product, menuId: number, browserId: string, country: string, now = new Date()): ClickstreamEvent {
  const nav = globalThis.navigator;
  const agent = nav?.userAgent ?? '';
  return {
    brandId: product.brandId,
    browserType: /firefox/i.test(agent) ? 'Firefox' : /chrom/i.test(agent) ? 'Chrome' : /safari/i.test(agent) ? 'Safari' : 'Other',
    clickTime: now.toISOString(),
    ipAddress: null,
    menuId,
    product: product.name,
    orginUrl: globalThis.location?.href ?? '',
    recommended: false,
    productId: product.productId,
    browserId,
    browserOS: /windows/i.test(agent) ? 'Windows' : /mac os/i.test(agent) ? 'macOS' : /android/i.test(agent) ? 'Android' : /linux/i.test(agent) ? 'Linux' : 'Other',
    browserPlatform: /mobi/i.test(agent) ? 'mobile' : 'desktop',
    browserCountry: country,
  };
}
