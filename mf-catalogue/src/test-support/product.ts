import { vi } from 'vitest';
import type { Filter, Product, Size } from '@trama/shared/contract';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    productId: 101,
    productType: 'S',
    name: 'Lenzuolo Aurora',
    collection: null,
    description: 'Percalle di puro cotone.',
    canonicalUrl: 'lenzuolo-aurora',
    canonicalMenu: 'lenzuola',
    menuCanonicalUrl: '/letto/lenzuola',
    productUrl: '/letto/lenzuola/lenzuolo-aurora',
    photo: '/media/products/101.svg',
    thumbnail: '/media/products/101-thumb.svg',
    photosX75: [],
    startingPrice: 89.9,
    listPriceAfterDiscount: null,
    oldPrice: null,
    discountDetail: null,
    currency: 'EUR',
    outlet: false,
    onSpecial: 'N',
    inSale: false,
    onDisplay: 'Y',
    permanent: true,
    colors: [],
    sizes: [],
    attributes: [],
    brandName: 'Trama',
    brandId: 3,
    altBrandId: null,
    metaTitle: null,
    metaDescription: null,
    pack: false,
    productCategory: null,
    productCategoryId: null,
    assortments: [],
    compositeData: null,
    compositeCanonicalUrlForSingle: null,
    ranking: 1,
    quantity: null,
    language: 'it',
    ...overrides,
  };
}

/** A fetch that answers every call with one JSON body and records the URLs asked for. */
export function fakeFetch(status: number, body: unknown) {
  const calls: string[] = [];
  const fetch = async (input: string | URL | Request) => {
    calls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

export function size(overrides: Partial<Size> = {}): Size {
  return {
    size: 'M',
    altSize: null,
    productId: 1001,
    productReference: '8000000000011',
    webInventory: 10,
    startingPrice: 89.9,
    oldPrice: null,
    listPriceAfterDiscount: null,
    discountDetail: null,
    promotion: false,
    ...overrides,
  };
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
  /** The language header the call went with. */
  language: string | null;
}

type Answer = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/**
 * A fetch that answers by path (the longest matching prefix wins) and records every call:
 * the network boundary, nothing inside the app is replaced. Unknown paths answer 404.
 */
export function routeFetch(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop');
    const call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      language: new Headers(init?.headers).get('language'),
    };
    calls.push(call);
    const path = Object.keys(routes)
      .filter((p) => url.pathname.startsWith(p))
      .sort((a, b) => b.length - a.length)[0];
    const route = path === undefined ? undefined : routes[path];
    const answer = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

export function catalogueAnswer(products: Product[], totalElements = products.length, filters: Filter[] = []) {
  return { products: { content: products, totalElements }, filters };
}

/**
 * Replaces the browser's IntersectionObserver: each observer the page creates is recorded with its
 * threshold, and `fire()` tells it its target came into view (an infinite scroll's sentinel).
 */
export function stubIntersectionObserver() {
  const observers: { threshold: unknown; fire: () => void }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback, options: IntersectionObserverInit) {
        observers.push({ threshold: options.threshold, fire: () => cb([{ isIntersecting: true } as IntersectionObserverEntry], this as never) });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}
