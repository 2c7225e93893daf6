/**
 * Issue 31 §3 (docs/analytics.md): the GA4 ecommerce `window.dataLayer`. The shell is the one
 * observer of the slices' `analytics.track` events; each becomes GA4's shape (ga4Event in
 * @trama/shared/rules) and is pushed **only while the `consent` fact says cookieApproval**. Before
 * a choice and after a rejection nothing is pushed and `dataLayer` is not even created; an event
 * sent then is dropped, not kept for later (storefront §4 Cookie consent,
 * docs/consent-and-marketing.md). Browser only: started from bootstrap, before the page hydrates,
 * so the product page's view is seen.
 */
import { getBus, type EventBus } from '@trama/shared/bus';
import { CONSENT_CHOICES } from '@trama/shared/contract';
import { ga4Event } from '@trama/shared/rules';

export type DataLayer = Record<string, unknown>[];

interface DataLayerHost {
  dataLayer?: DataLayer;
}

/** Listens for the page's life; the returned stop is for tests. */
export function startDataLayer(host: DataLayerHost = globalThis as DataLayerHost, bus: EventBus = getBus()): () => void {
  let approved = false;
  const consent = bus.select('consent').subscribe((fact) => {
    approved = fact.choice === CONSENT_CHOICES.approved;
  });
  const events = bus.commands('analytics.track').subscribe((event) => {
    if (!approved) return;
    const push = ga4Event(event);
    if (!push) return;
    host.dataLayer ??= [];
    // GA4's advice: clear the previous event's ecommerce object so its fields do not leak into this one.
    host.dataLayer.push({ ecommerce: null });
    host.dataLayer.push({ ...push });
  });
  return () => {
    consent.unsubscribe();
    events.unsubscribe();
  };
}
