import type { Product } from '@trama/shared/contract';

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
