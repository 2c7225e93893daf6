import type { CatalogueAnswer, FilterSelection, ProductCard } from '@trama/shared/contract';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();

const LETTO = 10;
const LENZUOLA = 11;

async function page(menuId: number, query: string, filters: FilterSelection[] = []): Promise<CatalogueAnswer> {
  const res = await t.app.inject({ method: 'POST', url: `/api/external/product/catalogue/menu/${menuId}?${query}`, payload: { filters } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every page of a list, asked the way the shop asks: page after page until totalElements are loaded. */
async function allPages(menuId: number, sort: string, size: number, filters: FilterSelection[] = []) {
  const pages: CatalogueAnswer[] = [];
  for (let n = 0; n < 200; n++) {
    const answer = await page(menuId, `page=${n}&size=${size}&sort=${sort}`, filters);
    pages.push(answer);
    if (pages.flatMap((p) => p.products.content).length >= answer.products.totalElements) break;
  }
  return pages;
}

/** What a shopper sees as "on promotion" on a card: a discount badge, or an old price struck through. */
const onPromotion = (p: ProductCard) =>
  (p.discountDetail?.percentage ?? 0) > 0 || (p.oldPrice !== null && p.oldPrice > (p.listPriceAfterDiscount ?? p.startingPrice));
const ids = (products: ProductCard[]) => products.map((p) => p.productId);

describe('POST /api/external/product/catalogue/menu/{menuId}?sort=promotions (issue 12 point 7)', () => {
  it('§4 promotions only: totalElements is the number of products on promotion, every page but the last is full and paging covers them all', async () => {
    const everything = (await allPages(LETTO, 'ranking,asc', 100)).flatMap((p) => p.products.content);
    const promoted = everything.filter(onPromotion);
    expect(promoted.length).toBeGreaterThan(10);
    expect(promoted.length).toBeLessThan(everything.length);

    const pages = await allPages(LETTO, 'promotions', 5);
    const shown = pages.flatMap((p) => p.products.content);
    expect(pages.map((p) => p.products.totalElements)).toEqual(pages.map(() => promoted.length));
    expect(pages.slice(0, -1).every((p) => p.products.content.length === 5)).toBe(true);
    expect(shown.every(onPromotion)).toBe(true);
    // The same products, in ranking order, each once.
    expect(ids(shown)).toEqual(ids(promoted));
  });

  it('§4 promotions only combines with the filters: counter and pages agree for a filtered list', async () => {
    const lino: FilterSelection[] = [{ searchFilter: 'MATERIAL', values: ['lino'] }];
    const promotedLinen = (await allPages(LENZUOLA, 'ranking,asc', 100, lino)).flatMap((p) => p.products.content).filter(onPromotion);
    expect(promotedLinen.length).toBeGreaterThan(0);
    const pages = await allPages(LENZUOLA, 'promotions', 5, lino);
    expect(pages[0]!.products.totalElements).toBe(promotedLinen.length);
    expect(ids(pages.flatMap((p) => p.products.content))).toEqual(ids(promotedLinen));
    // The filters offered stay those of the whole entry, whatever the sort.
    expect((await page(LENZUOLA, 'sort=promotions', lino)).filters).toEqual((await page(LENZUOLA, 'sort=ranking,asc', lino)).filters);
  });

  it('§7 the search keeps its three sorts: sort=promotions there is a 400 VALIDATION_ERROR', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/external/search?criteria=lenzuolo&sort=promotions' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
