/**
 * Issue 30 §5: nothing waits for a touch to show what the page is for. A page opened from its
 * address carries its content in the first HTML (a first-time visitor's page runs no script until
 * the first use: docs/rendering.md "Wake on use"), and nothing personal is in it.
 */
import { describe, expect, it } from 'vitest';
import { siteFixtureForFile } from './site-fixture.ts';

// A generous budget: the machine runs other test files at the same time.
process.env.SERVER_RENDER_BUDGET_MS = '3000';
process.env.RENDER_CACHE_TTL_MS = '0';

const site = siteFixtureForFile();

async function page(url: string) {
  const res = await site.t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['x-render'], url).toBe('server');
  return { body: res.body.slice(res.body.indexOf('<body'), res.body.indexOf('id="trama-ssr"')), html: res.body };
}

/** The embedded data (docs/rendering.md "Data: fetched once, embedded once"). */
function embedded(html: string): { page: { answers: Record<string, { status: string; value: unknown }> } } {
  return JSON.parse(/<script type="application\/json" id="trama-ssr">(.*?)<\/script>/.exec(html)![1]!);
}

/** The main element's HTML: the page slot, without header and footer. */
const mainOf = (body: string) => body.slice(body.indexOf('<main'), body.indexOf('</main>'));

describe('[30.5] the personal-shopper page opened from its address', () => {
  it('carries the store, the 15 days and the form in the HTML, with no spinner in the page', async () => {
    const { body } = await page('/it/personal-shopper?storeId=101');
    const main = mainOf(body);
    expect(main).toContain('data-testid="shopper-form"');
    const days = /data-testid="shopper-days"[\s\S]*?<\/ul>/.exec(main)?.[0] ?? '';
    expect(days.match(/<button type="button" class="sto-strip__choice"/g)).toHaveLength(15);
    // Sundays are offered disabled, the other days can be chosen before any script runs.
    expect(days.match(/aria-pressed="false"/g)).toHaveLength(15);
    expect(main).toContain('data-testid="shopper-times"');
    expect(main).not.toContain('role="status"');
  });

  it('never asks the booked slots on the server (a shared cache keeps the page a minute)', async () => {
    const { html } = await page('/it/personal-shopper?storeId=101');
    const answers = Object.values(embedded(html).page.answers);
    expect(answers.some((answer) => Array.isArray((answer.value as { taken?: unknown })?.taken))).toBe(false);
    // The store's answer and the days only.
    expect(answers.filter((answer) => Array.isArray(answer.value) && (answer.value as { date?: string }[])[0]?.date)).toHaveLength(1);
  });
});

describe('[30.5] the home', () => {
  it('carries the free-shipping strip in the HTML', async () => {
    const { body } = await page('/it');
    expect(body).toMatch(/data-testid="banner-text">Spedizione gratuita sopra 79 €</);
  });

  it('carries the recommended slider ("Potrebbe piacerti anche") with its products in the HTML', async () => {
    const { body, html } = await page('/it');
    const slider = /data-testid="recommended-products"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(slider).toContain('Potrebbe piacerti anche');
    expect(slider.match(/class="[^"]*swiper-slide/g)?.length ?? 0).toBeGreaterThan(0);
    expect(slider).toMatch(/href="\/it\/[^"]+-\d+"/);
    // Its stylesheet is in the page too: the cards are laid out before any script runs.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/\.cat-slider--cards/);
  });

  it('nothing personal in the HTML: no basket count, no signed-in e-mail', async () => {
    const { body } = await page('/it');
    // The basket's header slot is the browser's (filled after hydration, from the bus).
    expect(body).toContain('data-testid="slot-basket-BasketHeader" data-state="loading"');
    expect(body).not.toMatch(/[\w.+-]+@(?!trama\.example)[\w-]+\./);
  });
});

describe('[30.5] a broken catalogue never costs the home its server render', () => {
  for (const fault of ['throws-in-render', 'hangs'] as const) {
    it(`catalogue ${fault}: the home is the server's, its slider is left to the browser`, async () => {
      const real = site.registry.remotes.catalogue!.manifestUrl;
      await site.point('catalogue', await site.broken('catalogue', fault));
      try {
        const { body } = await page('/it');
        expect(body).toContain('class="cnt-home"');
        expect(body).not.toContain('data-foreign=');
        expect(body).not.toContain('data-testid="recommended-products"');
      } finally {
        await site.point('catalogue', real);
      }
    });
  }
});
