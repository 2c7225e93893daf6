import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { pageHeadFor } from '@trama/shared/ui';
import { menuItem } from '@trama/shared/testing';
import { routeFetch } from '../../../test-support/product.ts';
import { linenSheet } from '../../../test-support/seeded-products.ts';
import { ProductPage } from './product-page.tsx';
import { resetProductPageAfterEach } from '../test-support/open-product-page.tsx';

const bath = menuItem({ menuId: 21, label: 'Asciugamani', canonicalUrl: '/bagno/asciugamani' });
const sheets = menuItem({ menuId: 11, label: 'Lenzuola', canonicalUrl: '/letto/lenzuola' });

function serveSheet() {
  const api = routeFetch({
    '/api/external/product/by-canonical-url': { body: linenSheet },
    '/api/external/clickstream/create': { status: 201, body: {} },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function recordNavigation() {
  const seen: { to: string; replace?: boolean }[] = [];
  const off = getBus().handle('navigate', (payload) => void seen.push(payload));
  return { seen, off };
}

resetProductPageAfterEach();

describe('product page under another category path (issue 12 point 7)', () => {
  it('§2 replaces /bagno/<product> with the product\'s canonical URL /letto/lenzuola/<product> and records no view there', async () => {
    const api = serveSheet();
    const nav = recordNavigation();
    const slug = linenSheet.canonicalUrl;
    render(<ProductPage language="it" path={`/bagno/asciugamani/${slug}`} apiBaseUrl="" menu={bath} productCanonicalUrl={slug} />);
    await waitFor(() => expect(nav.seen).toEqual([{ to: `/letto/lenzuola/${slug}`, replace: true }]));
    // The product is not shown (nor its structured data published) under the stale path.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(pageHeadFor(location.pathname)).toBeNull();
    expect(api.calls.some((c) => c.url.pathname === '/api/external/clickstream/create')).toBe(false);
    nav.off();
  });

  it('§2 on its canonical path the product shows, with no redirect, and its structured data names that URL', async () => {
    serveSheet();
    const nav = recordNavigation();
    const slug = linenSheet.canonicalUrl;
    render(<ProductPage language="it" path={`/letto/lenzuola/${slug}`} apiBaseUrl="" menu={sheets} productCanonicalUrl={slug} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(linenSheet.name);
    const [offer] = await waitFor(() => pageHeadFor(location.pathname)!.jsonLd!);
    expect(offer?.url).toBe(`${location.origin}/it/letto/lenzuola/${slug}`);
    expect(nav.seen).toEqual([]);
    nav.off();
  });
});
