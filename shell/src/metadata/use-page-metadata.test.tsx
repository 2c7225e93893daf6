/**
 * Storefront §2 Page metadata in the browser: the route's head with the shown page's own laid over
 * it (useServerPageHead), tied to the path the page gave it for.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useServerPageHead, type ServerPageHead } from '@trama/shared/ui';
import { menuItem } from '@trama/shared/testing';
import type { MenuItem } from '@trama/shared/contract';
import { buildRouteTable } from '../routing/route-table.ts';
import { resolveRoute } from '../routing/resolve-route.ts';
import { usePageMetadata } from './use-page-metadata.ts';

const bed = menuItem({ menuId: 1, key: 'letto', label: 'Letto', canonicalUrl: '/letto' });
const pillows = menuItem({ menuId: 2, key: 'cuscini', label: 'Cuscini', canonicalUrl: '/letto/cuscini', parent: 1, level: 1 });
const MENU: MenuItem[] = [bed, pillows];
const table = buildRouteTable(MENU);

function Shell({ path }: { path: string }) {
  usePageMetadata(resolveRoute(path, table), MENU, true);
  return null;
}
function Page({ head }: { head: ServerPageHead | null }) {
  useServerPageHead(head);
  return null;
}
const go = (path: string) => window.history.pushState({}, '', path);
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const jsonLdTypes = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => (JSON.parse(s.textContent!) as { '@type': string })['@type']);

afterEach(cleanup);

describe('§2 the page head in the browser', () => {
  it('keeps the head the server wrote until the hydrated page gives its own (no flash of the list title)', () => {
    go('/it/letto/cuscini');
    const state = document.createElement('script');
    state.id = 'trama-ssr';
    document.body.append(state);
    document.title = 'Federa Aurora | Trama';
    const view = render(<Shell path="/it/letto/cuscini" />);
    expect(document.title).toBe('Federa Aurora | Trama');
    view.rerender(
      <>
        <Shell path="/it/letto/cuscini" />
        <Page head={{ title: 'Federa Aurora', description: 'Lino lavato', jsonLd: [{ '@type': 'Product' }] }} />
      </>,
    );
    expect(document.title).toBe('Federa Aurora | Trama');
    expect(description()).toBe('Lino lavato');
    expect(jsonLdTypes()).toEqual(['Organization', 'BreadcrumbList', 'Product']);
    state.remove();
  });

  it('a page head belongs to its path: after a navigation the route speaks until the page gives its head again', () => {
    go('/it/letto/cuscini');
    const page = { title: 'Federa Aurora', description: 'Lino lavato' };
    const view = render(
      <>
        <Shell path="/it/letto/cuscini" />
        <Page head={page} />
      </>,
    );
    expect(document.title).toBe('Federa Aurora | Trama');
    act(() => go('/it/letto'));
    view.rerender(
      <>
        <Shell path="/it/letto" />
        <Page head={null} />
      </>,
    );
    expect(document.title).toBe('Letto | Trama');
    expect(description()).not.toBe('Lino lavato');
    view.rerender(
      <>
        <Shell path="/it/letto" />
        <Page head={{ description: '12 prodotti' }} />
      </>,
    );
    // The shell's title stays (the page gave none), the page's description joins it.
    expect(document.title).toBe('Letto | Trama');
    expect(description()).toBe('12 prodotti');
  });

  it('a page that leaves takes its head with it', () => {
    go('/it/letto/cuscini');
    const view = render(
      <>
        <Shell path="/it/letto/cuscini" />
        <Page head={{ title: 'Federa Aurora', jsonLd: [{ '@type': 'Product' }] }} />
      </>,
    );
    expect(jsonLdTypes()).toContain('Product');
    view.rerender(<Shell path="/it/letto/cuscini" />);
    expect(document.title).toBe('Cuscini – Letto | Trama');
    expect(jsonLdTypes()).toEqual(['Organization', 'BreadcrumbList']);
  });
});
