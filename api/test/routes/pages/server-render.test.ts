/**
 * Long on purpose: one test a rule of server rendering, all on one built site fixture (costly to start twice).
 *
 * Issue 13: public pages are rendered on the server, remote server code comes from the registry at
 * run time, and a broken remote never breaks the page.
 */
import { describe, expect, it } from 'vitest';
import { type ServerFault, siteFixtureForFile } from './site-fixture.ts';

// A generous budget: the machine runs other test files at the same time. The hang test proves the
// budget ends a slot all the same.
process.env.SERVER_RENDER_BUDGET_MS = '1500';
// Every request renders here; the page cache has its own test (rendered-page-cache.test.ts).
process.env.RENDER_CACHE_TTL_MS = '0';

const site = siteFixtureForFile();

const PRODUCT = '/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016';

async function get(url: string, headers: Record<string, string> = {}) {
  return site.t.app.inject({ url, headers });
}

/** Each page answers 200, rendered as `render` says (x-render), its HTML holding `marker`. */
async function expectRenderedAs(urls: string[], render: string, marker: string) {
  for (const url of urls) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['x-render'], url).toBe(render);
    expect(res.body, url).toContain(marker);
  }
}

/** The page loader's script list (shell/src/server/page-loader.ts). */
function scriptList(html: string): { scripts: string[]; preloads: string[]; wake: string } {
  return JSON.parse(/<script type="application\/json" id="trama-scripts">(.*?)<\/script>/.exec(html)![1]!);
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('issue 17 §2 only the page\'s language texts load', () => {
  it('the page preloads its own language\'s dictionary chunk and no other', async () => {
    for (const [url, language] of [['/it', 'it'], ['/fr', 'fr'], ['/de', 'de']] as const) {
      const html = (await get(url)).body;
      const block = /<script type="application\/json" id="trama-scripts">([^<]+)<\/script>/.exec(html)?.[1] ?? '{}';
      const preloads = (JSON.parse(block) as { preloads?: string[] }).preloads ?? [];
      const texts = preloads.filter((href) => /\/texts-[a-z]{2}\./.test(href));
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatch(new RegExp(`^/texts-${language}\\.[0-9a-f]+\\.js$`));
    }
  });
});

describe('issue 13 §1 the first HTML carries the page', () => {
  it('a product page: name, price, description and photo in the body; title, description, canonical, hreflang, Open Graph and JSON-LD in <head>', async () => {
    const res = await get(PRODUCT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-render']).toBe('server');
    const html = res.body;
    expect(html).toContain('<h1 class="cat-product__name">Lenzuolo in lino lavato Sabbia</h1>');
    expect(html).toMatch(/class="cat-price__now">\d+,\d\d\s€/);
    expect(html).toContain('class="cat-product__description"');
    // Issue 17 §7: a raster photo in every served width (srcset), its box reserved.
    expect(html).toMatch(
      /<img class="cat-product__photo" src="\/media\/products\/lenzuolo-in-lino-lavato-sabbia-10016-1\.jpg\?w=640" srcSet="\/media\/products\/lenzuolo-in-lino-lavato-sabbia-10016-1\.jpg\?w=320 320w,[^"]*\?w=1280 1280w" sizes="[^"]+" width="\d+" height="\d+"[^>]*fetchPriority="high"/,
    );
    const top = head(html);
    expect(top).toContain('<title>Lenzuolo in lino lavato Sabbia | Trama</title>');
    expect(top).toMatch(/<meta name="description" content="Lenzuolo in lino lavato, colore sabbia\. [^"]+">/);
    expect(top).toContain(`<link rel="canonical" href="http://localhost:8080${PRODUCT}">`);
    // Issue 17 §1: each language's own words (the list's path, and the product's slug where translated).
    const lists = { it: '/it/letto/lenzuola', en: '/en/bed/sheets', fr: '/fr/lit/draps', de: '/de/bett/bettlaken', es: '/es/cama/sabanas' };
    for (const [language, list] of Object.entries(lists)) {
      expect(top).toMatch(new RegExp(`<link rel="alternate" hreflang="${language}" href="http://localhost:8080${list}/[a-z0-9-]+-10016">`));
    }
    expect(top).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost:8080${PRODUCT}">`);
    expect(top).toContain('<meta property="og:title" content="Lenzuolo in lino lavato Sabbia | Trama">');
    expect(top).toContain('<meta property="og:type" content="product">');
    expect(top).toContain(`<meta property="og:url" content="http://localhost:8080${PRODUCT}">`);
    expect(top).toContain('<meta property="og:image" content="http://localhost:8080/media/products/lenzuolo-in-lino-lavato-sabbia-10016-1.jpg">');
    expect(top).toMatch(/<meta property="og:description" content="[^"]+">/);
    // The LCP image is known from <head>.
    expect(top).toMatch(/<link rel="preload" as="image" imageSrcSet="\/media\/products\/lenzuolo-in-lino-lavato-sabbia-10016-1\.jpg\?w=320 320w,[^"]*" imageSizes="[^"]+" fetchPriority="high"\/>/);
    const jsonLd = [...top.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]!) as unknown);
    const types = jsonLd.flat().map((d) => (d as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'ProductGroup', 'BreadcrumbList']));
    // Header with the menu and the footer, rendered by the shell.
    expect(html).toMatch(/<header[^>]*>[\s\S]*href="\/it\/letto"[\s\S]*<\/header>/);
    expect(html).toContain('data-testid="site-footer"');
    expect(html).not.toContain('ha bisogno di JavaScript');
  });

  it("the page remote's stylesheet is inlined and allowed by its hash in the Content-Security-Policy", async () => {
    const { createHash } = await import('node:crypto');
    const res = await get(PRODUCT);
    const css = /<style data-remote-style="">([\s\S]*?)<\/style>/.exec(head(res.body))?.[1];
    expect(css).toMatch(/\.cat-product/);
    const hash = `'sha256-${createHash('sha256').update(css!, 'utf8').digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(hash);
    expect(String(res.headers['content-security-policy'])).not.toContain("'unsafe-inline'");
  });

  it("the shell's stylesheet is inlined too, allowed by its hash: no stylesheet request before the first paint", async () => {
    const { createHash } = await import('node:crypto');
    const res = await get(PRODUCT);
    const css = /<style data-shell-style="">([\s\S]*?)<\/style>/.exec(head(res.body))?.[1];
    expect(css).toMatch(/\.sh-header/);
    // Issue 32 §2: the shared UI primitives and the design tokens are in it, once.
    expect(css).toMatch(/--color-ink:/);
    expect(css!.match(/\.ui-visually-hidden\{/g)).toHaveLength(1);
    // Only disabled links (they fetch nothing), naming the inlined files so the browser's CSS
    // loaders do not fetch and parse them again after the first paint.
    const links = [...head(res.body).matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links.every((link) => / disabled /.test(link))).toBe(true);
    expect(links.join('')).toMatch(/href="\/shell-styles\.[0-9a-f]+\.css" disabled data-inlined="shell"/);
    expect(links.join('')).toMatch(/href="\/remotes\/catalogue\/[^"]+\/styles\.[0-9a-f]+\.css" disabled data-inlined="remote"/);
    const hash = `'sha256-${createHash('sha256').update(css!, 'utf8').digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(hash);
  });

  it('the scripts start after the first paint: none in <head>; the one inline loader is allowed by its hash, nothing else inline', async () => {
    const { createHash } = await import('node:crypto');
    const res = await get(PRODUCT);
    expect(head(res.body)).not.toMatch(/<script[^>]* src=/);
    const list = scriptList(res.body);
    // Issue 13 §5 "wake on use": the page is complete, its scripts wait for the visitor's first use.
    expect(list.wake).toBe('use');
    expect(list.scripts).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/)]);
    expect(list.preloads).toContainEqual(expect.stringMatching(/^\/remotes\/catalogue\/[0-9a-f]+\/remoteEntry\.js$/));
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline[0]!, 'utf8').digest('base64')}'`);
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('the data the server fetched is embedded once for the browser (no second fetch)', async () => {
    const html = (await get(PRODUCT)).body;
    const state = JSON.parse(/<script type="application\/json" id="trama-ssr">(.*?)<\/script>/.exec(html)![1]!) as {
      language: string;
      menu: unknown[];
      page: { answers: Record<string, { status: string; value: { name?: string } }> };
    };
    expect(state.language).toBe('it');
    expect(state.menu.length).toBeGreaterThan(0);
    const products = Object.values(state.page.answers).filter((a) => a.value?.name === 'Lenzuolo in lino lavato Sabbia');
    expect(products).toHaveLength(1);
    expect(html.split('</script>').filter((part) => part.includes('"answers"'))).toHaveLength(1);
  });

  it('a product list carries its cards (name, link, photo), and a filtered list from the path its filtered cards', async () => {
    const res = await get('/it/letto/lenzuola');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-render']).toBe('server');
    const body = res.body.slice(0, res.body.indexOf('id="trama-ssr"'));
    expect(body).toContain('href="/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016"');
    expect(body).toContain('Lenzuolo in lino lavato Sabbia');
    expect(head(res.body)).toContain('<link rel="canonical" href="http://localhost:8080/it/letto/lenzuola">');
    // No inline style attribute: the Content-Security-Policy would refuse it (colour swatches).
    expect(body).not.toMatch(/ style="/);
  });

  it('search results are in the first HTML', async () => {
    const res = await get('/it/search?criteria=lino');
    expect(res.statusCode).toBe(200);
    const body = res.body.slice(0, res.body.indexOf('id="trama-ssr"'));
    expect(body).toMatch(/class="cat-card__name">[^<]*lino/i);
  });

  it('home, store locator, magazine, search and a content page are rendered on the server', () =>
    expectRenderedAs(['/it', '/it/negozi', '/it/magazine', '/it/search?criteria=lino', '/it/faq'], 'server', 'data-server-rendered='));

  it('issue 14: the contact form (with its subjects) and the catalogues are in the first HTML; the account area is the browser\'s', async () => {
    const contact = await get('/it/contatti');
    expect(contact.headers['x-render']).toBe('server');
    const contactBody = contact.body.slice(0, contact.body.indexOf('id="trama-ssr"'));
    expect(contactBody).toContain('data-testid="contact-page"');
    expect(contactBody).toMatch(/<select[^>]*>[\s\S]*<option[^>]*value="ORD"/);
    const catalogues = await get('/it/cataloghi');
    expect(catalogues.headers['x-render']).toBe('server');
    expect(catalogues.body.slice(0, catalogues.body.indexOf('id="trama-ssr"'))).toContain('data-testid="catalogue"');
    const account = await get('/it/il-mio-account');
    expect(account.headers['x-render']).toBe('browser');
    expect(account.body).not.toContain('data-server-rendered');
  });

  it('an unknown path answers 404 with the 404 page; /503 answers 503; a missing product answers 404', async () => {
    const missing = await get('/it/questa-pagina-non-esiste');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Pagina non trovata');
    expect(head(missing.body)).toContain('<meta name="robots" content="noindex">');
    expect((await get('/it/503')).statusCode).toBe(503);
    const product = await get('/it/letto/lenzuola/prodotto-che-non-esiste-99999');
    expect(product.statusCode).toBe(404);
  });

  it("the shell's own personal screens (sign-in, activation) get the browser page", () =>
    expectRenderedAs(['/it/login', '/it/activate/abc'], 'static', '<div id="root"></div>'));

  it('a non-canonical path is redirected to the canonical one', async () => {
    const res = await get('/it/LETTO/Lenzuola');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/it/letto/lenzuola');
  });

  it('issue 17 §1 a path in another language\'s words is redirected to the page language\'s own, keeping the query', async () => {
    for (const [from, to] of [
      ['/fr/letto/lenzuola?sort=price', '/fr/lit/draps?sort=price'],
      ['/de/bed/sheets', '/de/bett/bettlaken'],
      ['/es/il-mio-account/ordini', '/es/mi-cuenta/pedidos'],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    const french = await get('/fr/lit/draps');
    expect(french.statusCode).toBe(200);
    expect(head(french.body)).toContain('<link rel="alternate" hreflang="de" href="http://localhost:8080/de/bett/bettlaken">');
    expect(head(french.body)).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:8080/it/letto/lenzuola">');
    expect((await get('/fr/nulle-part')).statusCode).toBe(404);
  });

  it('anonymous HTML is cacheable: ETag, s-maxage and stale-while-revalidate; a matching If-None-Match answers 304', async () => {
    const first = await get('/it/letto');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/it/letto', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('issue 13 §2 remote server code comes from the registry at run time', () => {
  it('re-pointing the catalogue entry changes the next server HTML, and pointing it back rolls back, with no restart', async () => {
    const real = site.registry.remotes.catalogue!.manifestUrl;
    const realBuild = real.split('/')[3];
    expect((await get('/it/letto')).body).toContain(`data-server-rendered="${realBuild}"`);
    await site.point('catalogue', await site.broken('catalogue', 'throws-in-render'));
    const broken = await get('/it/letto');
    expect(broken.headers['x-render']).toBe('failed');
    await site.point('catalogue', real);
    const back = await get('/it/letto');
    expect(back.headers['x-render']).toBe('server');
    expect(back.body).toContain(`data-server-rendered="${realBuild}"`);
  });
});

const PAGES: Record<string, string> = { catalogue: '/it/letto/lenzuola', content: '/it', stores: '/it/negozi', account: '/it/contatti' };
const FAULTS: [ServerFault, string][] = [
  ['missing', 'failed'],
  ['throws-on-load', 'failed'],
  ['throws-in-render', 'failed'],
  ['hangs', 'timeout'],
];

describe('issue 13 §3 a broken remote is contained on the server', () => {
  for (const [remote, url] of Object.entries(PAGES)) {
    for (const [fault, outcome] of FAULTS) {
      it(`${remote} ${fault}: the page still answers 200 with header and footer, the slot left to the browser`, async () => {
        const real = site.registry.remotes[remote]!.manifestUrl;
        await site.point(remote, await site.broken(remote, fault));
        try {
          const res = await get(url);
          expect(res.statusCode).toBe(200);
          expect(res.headers['x-render']).toBe(outcome);
          expect(res.body).toContain('data-testid="site-footer"');
          expect(res.body).toContain('<nav');
          expect(res.body).not.toContain('data-server-rendered');
          expect(res.body).toContain('data-state="loading"');
          // Issue 13 §5: the browser has to draw that slot, so the page's scripts start at once.
          expect(scriptList(res.body).wake).toBe('now');
        } finally {
          await site.point(remote, real);
        }
        // And once the entry points at a good build again, it is rendered on the server again.
        expect((await get(url)).headers['x-render']).toBe('server');
      });
    }
  }

  it('basket and account pages are the browser\'s: their server code is never needed', async () => {
    await site.point('basket', await site.broken('basket', 'throws-on-load'));
    await site.point('account', await site.broken('account', 'throws-on-load'));
    try {
      const res = await get('/it/validate');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-render']).toBe('browser');
    } finally {
      await site.point('basket', site.registry.remotes.basket!.manifestUrl);
      await site.point('account', site.registry.remotes.account!.manifestUrl);
    }
  });
});

describe('issue 13 the rendered page travels compressed', () => {
  it('answers gzip or brotli as the client accepts, the same HTML inside', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    const plain = await get('/it/magazine');
    const gzip = await get('/it/magazine', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1 id="cnt-magazine-title"');
    const br = await get('/it/magazine', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1 id="cnt-magazine-title"');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('issue 13 hostile input in the URL', () => {
  it('markup in a path or a query never reaches the HTML unescaped', async () => {
    const path = await get('/it/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(path.statusCode).toBe(404);
    const search = await get('/it/search?criteria=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(search.statusCode).toBe(200);
    for (const res of [path, search]) {
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).not.toMatch(/<\/script><script>alert/);
    }
  });

  it('the Host header never makes the canonical or Open Graph URLs', async () => {
    const res = await get(PRODUCT, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
  });
});
