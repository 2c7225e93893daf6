/**
 * Storefront §9 flags in the first HTML (docs/flags.md, docs/rendering.md): the renderer evaluates
 * the flags once per request (the API's own OFREP endpoint), renders the page with them and embeds
 * them for hydration; a flag flipped in config/flags.json shows on the next request, whatever the
 * rendered-page cache holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../helpers/basket-fixtures.ts';
import { setFlags } from '../../helpers/checkout-fixtures.ts';
import { createSiteFixture, type SiteFixture } from './site-fixture.ts';

process.env.SERVER_RENDER_BUDGET_MS = '1500';
// The default page cache (10 s): the flags file's version is part of its key.
delete process.env.RENDER_CACHE_TTL_MS;

let site: SiteFixture;
/** A sheet (menu 11, /letto/lenzuola) whose every size has an old price above its price. */
let discounted: string;
beforeAll(async () => {
  site = await createSiteFixture();
  const [sheet] = await queryRows<{ productId: number; canonicalUrl: string }>(
    site.t,
    `select p.product_id as "productId", p.canonical_url as "canonicalUrl" from products p
     where p.menu_id = 11 and p.product_type = 'S' and p.brand_id = 3 order by p.product_id limit 1`,
  );
  await queryRows(site.t, 'update product_sizes set old_price = round(starting_price * 1.5, 2) where product_id = $1', [sheet!.productId]);
  discounted = `/it/letto/lenzuola/${sheet!.canonicalUrl}`;
}, 60_000);
afterAll(() => site?.t.close());


async function page(url: string) {
  const res = await site.t.app.inject({ url });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['x-render']).toBe('server');
  const ssr = /<script type="application\/json" id="trama-ssr">(.*?)<\/script>/.exec(res.body)?.[1];
  return { html: res.body, flags: (JSON.parse(ssr ?? '{}') as { flags?: Record<string, boolean> }).flags };
}

describe('storefront §9 flags in the server-rendered page', () => {
  it('§9 hide-discount: off, the first HTML has the old price; on (flipped in the file), no old price and no badge, same price; embedded for hydration', async () => {
    const shown = await page(discounted);
    expect(shown.html).toContain('class="cat-price__old"');
    expect(shown.flags).toMatchObject({ 'hide-discount': false, 'stock-left': true, depot: false });
    const price = /class="cat-price__now">([^<]+)</.exec(shown.html)?.[1];

    await setFlags(site.t, { 'hide-discount': true });
    try {
      const hidden = await page(discounted);
      expect(hidden.html).not.toContain('class="cat-price__old"');
      expect(hidden.html).not.toContain('class="cat-badge"');
      expect(/class="cat-price__now">([^<]+)</.exec(hidden.html)?.[1]).toBe(price);
      expect(hidden.flags).toMatchObject({ 'hide-discount': true });
      // Only the storefront's flags go to the browser: not the remote switches, not the API's own.
      expect(Object.keys(hidden.flags ?? {}).filter((key) => key.startsWith('remote-') || key === 'support-desk')).toEqual([]);
    } finally {
      await setFlags(site.t, { 'hide-discount': false });
    }
  });
});
