/**
 * docs/rendering.md: the page is rendered on the server (store, days and form in the HTML: issue 30
 * §5) and hydrated in the browser without a mismatch; after hydration the days are the browser's
 * ("now" is the shopper's, not the one of a page a shared cache kept for a minute).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverRenderParcel } from '@trama/shared/testing';
import type { ShopperPageProps } from '@trama/shared/contract';
import { store } from '../../../test-support/store.ts';
import parcel from '../../../exposed/ShopperPage.tsx';

vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/it', () => ({}));

const props: ShopperPageProps = { language: 'it', path: '/personal-shopper', apiBaseUrl: '', storeId: 1, locatorPath: '/negozi' };

function api() {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    urls.push(url);
    const body = url.includes('/stores-by-brand-id') ? [store({ storeId: 1, personalShopper: true })] : { storeId: 1, taken: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}


afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('personal-shopper page, server rendered (docs/rendering.md)', () => {
  it('[30.5] the HTML carries the store, the 15 days and the form; the browser hydrates it without a mismatch', async () => {
    const urls = api();
    const { html, answers } = await serverRenderParcel(parcel, props, 'p-');
    expect(html).toContain('Trama Milano Brera');
    expect(html).toContain('data-testid="shopper-form"');
    const days = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[data-testid="shopper-days"] button[aria-pressed]');
    expect(days).toHaveLength(15);
    expect(html).not.toContain('role="status"');
    // The booked slots are live data: asked by the browser, not kept in a cached page.
    expect(urls.some((url) => url.includes('/shopper/slots'))).toBe(false);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = html;
    const form = element.querySelector('[data-testid="shopper-form"]');
    await parcel.mount({ ...props, name: 'shopper', domElement: element, serverRendered: { answers, idPrefix: 'p-' } } as never);
    await vi.waitFor(() => expect(element.querySelectorAll('[data-testid="shopper-days"] button[aria-pressed]')).toHaveLength(15));
    expect(element.querySelector('[data-testid="shopper-form"]')).toBe(form);
    expect(errors).not.toHaveBeenCalled();
    expect(urls.filter((url) => url.includes('/stores-by-brand-id'))).toHaveLength(1);
    await parcel.unmount({ name: 'shopper', domElement: element } as never);
  });

  it("[30.5] a page kept by a cache past midnight: after hydration the days are the browser's", async () => {
    api();
    vi.useFakeTimers({ toFake: ['Date'] });
    // Friday 6 March 2026, 23:58 in Italy: the server offers from Saturday 7.
    vi.setSystemTime(new Date('2026-03-06T22:58:00Z'));
    const { html, answers } = await serverRenderParcel(parcel, props, 'p-');
    expect(html).toContain('sabato 7 marzo');
    // Read in the browser at 00:03: the shopper's days start on Sunday 8.
    vi.setSystemTime(new Date('2026-03-06T23:03:00Z'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.body.appendChild(document.createElement('div'));
    element.innerHTML = html;
    await parcel.mount({ ...props, name: 'shopper', domElement: element, serverRendered: { answers, idPrefix: 'p-' } } as never);
    const firstDay = () => element.querySelector('[data-testid="shopper-days"] button[aria-pressed] .ui-visually-hidden')?.textContent;
    await vi.waitFor(() => expect(firstDay()).toMatch(/domenica 8 marzo/));
    expect(errors).not.toHaveBeenCalled();
    await parcel.unmount({ name: 'shopper', domElement: element } as never);
    vi.useRealTimers();
  });
});
