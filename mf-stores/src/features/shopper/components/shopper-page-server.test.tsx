/**
 * docs/rendering.md: the page is rendered on the server (store and form in the HTML) and hydrated
 * in the browser without a mismatch; the days of the slider are the browser's ("now" is the
 * shopper's, not the one of a page a shared cache kept for a minute).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { collectStore } from '@trama/shared/ui';
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

/** What the shell's renderer does: render, wait for the loaders, render again. */
async function serverRender() {
  const data = collectStore();
  let html = renderToString(parcel.serverElement!(props, data), { identifierPrefix: 'p-' });
  while (data.pending && data.pending.size > 0) {
    const pending = [...data.pending.values()];
    data.pending = new Map();
    await Promise.all(pending);
    html = renderToString(parcel.serverElement!(props, data), { identifierPrefix: 'p-' });
  }
  return { html, answers: JSON.parse(JSON.stringify(data.answers)) as typeof data.answers };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('personal-shopper page, server rendered (docs/rendering.md)', () => {
  it('the HTML carries the store and the form; the browser hydrates it without a mismatch, then shows the days', async () => {
    const urls = api();
    const { html, answers } = await serverRender();
    expect(html).toContain('Trama Milano Brera');
    expect(html).toContain('data-testid="shopper-form"');
    expect(html).not.toContain('data-testid="shopper-days"');
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
});
