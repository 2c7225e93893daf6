import { afterEach, describe, expect, it } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { productAnalyticsEvent } from '@trama/shared/rules';
import { chooseConsent, startConsent } from '../consent/consent-controller.ts';
import { startDataLayer, type DataLayer } from './data-layer.ts';
import { forgetBus } from '../test-support/auth.ts';

let stop: (() => void) | null = null;

afterEach(() => {
  stop?.();
  stop = null;
  localStorage.clear();
  forgetBus();
});

const view = () => getBus().send('analytics.track', { name: 'view_item', data: productAnalyticsEvent({ productId: 1, name: 'Lino', startingPrice: 50, listPriceAfterDiscount: null, currency: 'EUR' }) });
const events = (host: { dataLayer?: DataLayer }) => (host.dataLayer ?? []).map((entry) => entry.event).filter(Boolean);

/** Consent and the data layer started on a fresh host (after the shopper's stored choice, if any), then a product viewed. */
function startAndView(stored?: 'cookieApproval' | 'cookieRejected') {
  if (stored) localStorage.setItem('access', stored);
  const host: { dataLayer?: DataLayer } = {};
  startConsent();
  stop = startDataLayer(host);
  view();
  return host;
}

describe('[31.3] the GA4 dataLayer waits for cookie approval (storefront §4 Cookie consent)', () => {
  it('[31.3] no choice yet: nothing is pushed and dataLayer is not even created', () => {
    const host = startAndView();
    expect(host.dataLayer).toBeUndefined();
  });

  it('[31.3] a stored rejection: nothing, ever', () => {
    const host = startAndView('cookieRejected');
    getBus().send('analytics.track', { name: 'purchase', data: { orderId: 1, webOrderId: 'W1', value: 10, tax: 1.67, shipping: 0, currency: 'EUR', coupon: null, items: [{ productId: 1, size: null, quantity: 1, price: 10, name: 'x' }] } });
    expect(host.dataLayer).toBeUndefined();
  });

  it('[31.3] a stored approval: each event in GA4 shape, its ecommerce cleared before it', () => {
    const host = startAndView('cookieApproval');
    expect(host.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'EUR', value: 50, items: [{ item_id: '1', item_name: 'Lino', price: 50, quantity: 1 }] } },
    ]);
  });

  it('[31.3] events before the choice are dropped, not kept; after approval they flow; a later rejection stops them', () => {
    const host = startAndView();
    chooseConsent('cookieApproval');
    view();
    expect(events(host)).toEqual(['view_item']);
    chooseConsent('cookieRejected');
    view();
    expect(events(host)).toEqual(['view_item']);
  });
});
