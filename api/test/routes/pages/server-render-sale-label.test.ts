/**
 * Issue 31 §4, storefront §3 "Banner labels by labelType: … ON_SALE": the seeded ON_SALE label
 * ("Saldi") leads the discount badge of a product on sale, in the server's first HTML of its
 * product page and of its list (mf-catalogue sale-label.ts; docs/content.md, banner label types).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../helpers/basket-fixtures.ts';
import { createSiteFixture, type SiteFixture } from './site-fixture.ts';

process.env.SERVER_RENDER_BUDGET_MS = '1500';

let site: SiteFixture;
/** A sheet on sale (a discount: inSale) and one at its full price. */
let onSale: { productId: number; canonicalUrl: string };
let fullPrice: { productId: number; canonicalUrl: string };
beforeAll(async () => {
  site = await createSiteFixture();
  const pick = (where: string) =>
    queryRows<{ productId: number; canonicalUrl: string }>(
      site.t,
      `select p.product_id as "productId", p.canonical_url as "canonicalUrl" from products p
       where p.menu_id = 11 and p.product_type = 'S' and p.brand_id = 3 and p.starting_price > 0 and ${where}
       order by p.ranking, p.product_id limit 1`,
    );
  onSale = (await pick('coalesce(p.discount_percentage, 0) > 0'))[0]!;
  fullPrice = (await pick('p.discount_percentage is null and not p.outlet'))[0]!;
}, 60_000);
afterAll(() => site?.t.close());

async function html(url: string): Promise<string> {
  const res = await site.t.app.inject({ url });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['x-render']).toBe('server');
  return res.body;
}

const SALE_WORD = /data-testid="sale-label">([^<]+)</;

describe('[31.4] storefront §3 Banner labels ON_SALE: the sale word in the badge of a product on sale', () => {
  it('[31.4] §3 the product page of a product on sale says "Saldi" in its badge (Italian), "Sale" in English', async () => {
    expect(SALE_WORD.exec(await html(`/it/letto/lenzuola/${onSale.canonicalUrl}`))?.[1]).toBe('Saldi');
    const [english] = await queryRows<{ url: string }>(
      site.t,
      `select canonical_url as url from product_texts where product_id = $1 and language = 'en'`,
      [onSale.productId],
    );
    expect(SALE_WORD.exec(await html(`/en/bed/sheets/${english?.url ?? onSale.canonicalUrl}`))?.[1]).toBe('Sale');
  });

  it('[31.4] §3 a product at its full price has no sale word', async () => {
    expect(await html(`/it/letto/lenzuola/${fullPrice.canonicalUrl}`)).not.toContain('data-testid="sale-label"');
  });
});
