/** Issue 13: the pure parts of the server renderer. */
import { describe, expect, it } from 'vitest';
import { PAGE_LOADER, composeDocument, escapeHtml, headTags, scriptJson, type DocumentParts } from './document.ts';
import { buildIdOf } from './page-renderer.tsx';
import { serverEntryUrl } from './remote-modules.ts';
import { splitResourceHints } from './render-parcel.ts';
import { readServerRendered } from '../server-rendered.ts';

const parts = (over: Partial<DocumentParts> = {}): DocumentParts => ({
  language: 'fr',
  meta: {
    language: 'fr',
    title: 'Draps | Trama',
    status: 200,
    description: 'Lin lavé',
    canonicalUrl: 'https://shop.example/fr/lit/draps',
    alternates: { it: '/it/letto/lenzuola', en: '/en/bed/sheets', fr: '/fr/lit/draps', de: '/de/bett/bettlaken', es: '/es/cama/sabanas' },
    robots: null,
    jsonLd: [],
  },
  head: undefined,
  canonicalPath: '/fr/lit/draps',
  publicOrigin: 'https://shop.example',
  stylesheets: ['/shell-styles.1234abcd.css'],
  preloads: ['/remotes/catalogue/abc/remoteEntry.js'],
  wake: 'use',
  hints: '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/>',
  body: '<div class="sh-root">page</div>',
  state: { language: 'fr', menu: [], page: null },
  ...over,
});

describe('issue 13 the server document', () => {
  it('§1 head: title, description, canonical, hreflang for five languages and x-default, Open Graph, JSON-LD, LCP hint', () => {
    const tags = headTags(parts({ head: { title: 'Drap en lin', image: '/media/a.svg', type: 'product', jsonLd: [{ '@type': 'Product' }] } }));
    expect(tags).toContain('<title>Drap en lin | Trama</title>');
    expect(tags).toContain('<link rel="canonical" href="https://shop.example/fr/lit/draps">');
    // Issue 17 §1: each language's own words.
    const alternates = { it: '/it/letto/lenzuola', en: '/en/bed/sheets', fr: '/fr/lit/draps', de: '/de/bett/bettlaken', es: '/es/cama/sabanas', 'x-default': '/it/letto/lenzuola' };
    for (const [hreflang, path] of Object.entries(alternates)) expect(tags).toContain(`hreflang="${hreflang}" href="https://shop.example${path}"`);
    expect(tags).toContain('<meta property="og:image" content="https://shop.example/media/a.svg">');
    expect(tags).toContain('<meta property="og:type" content="product">');
    expect(tags).toContain('<script type="application/ld+json" data-sh="json-ld">{"@type":"Product"}</script>');
    expect(tags).toContain('fetchPriority="high"');
  });

  it('issue 17 §1 a product page with its own alternates (translated slugs) names them in hreflang and canonical', () => {
    const alternates = { it: '/it/letto/lenzuola/lenzuolo-lino-12', fr: '/fr/lit/draps/drap-lin-12', de: '/de/bett/bettlaken/bettlaken-leinen-12' };
    const tags = headTags(parts({ canonicalPath: '/fr/lit/draps/lenzuolo-lino-12', head: { title: 'Drap en lin', alternates } }));
    expect(tags).toContain('<link rel="canonical" href="https://shop.example/fr/lit/draps/drap-lin-12">');
    expect(tags).toContain('hreflang="de" href="https://shop.example/de/bett/bettlaken/bettlaken-leinen-12"');
    expect(tags).toContain('hreflang="x-default" href="https://shop.example/it/letto/lenzuola/lenzuolo-lino-12"');
    // A language the page does not name keeps the route's address.
    expect(tags).toContain('hreflang="en" href="https://shop.example/en/bed/sheets"');
  });

  it('escapes what a product name or a description could smuggle into the head', () => {
    const tags = headTags(parts({ head: { title: '"><script>alert(1)</script>', description: "l'été & <b>" } }));
    expect(tags).not.toContain('<script>alert(1)');
    expect(tags).toContain('&quot;&gt;&lt;script&gt;');
    expect(escapeHtml(`<a href="x">'&`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;');
    expect(scriptJson({ text: '</script><!--' })).toBe('{"text":"\\u003c/script\\u003e\\u003c!--"}');
  });

  it('puts the body and the embedded state into the built index.html, with the page language', () => {
    const template =
      '<!doctype html><html lang="it"><head><title>Trama</title><meta name="description" content="x"><script defer src="/main.js"></script></head><body><noscript>JS!</noscript><div id="root"></div></body></html>';
    const html = composeDocument(template, parts());
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<div id="root"><div class="sh-root">page</div></div><script type="application/json" id="trama-ssr">');
    expect(html).not.toContain('<noscript>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<script defer src="/main.js"></script>');
  });

  it('docs/rendering.md "What loads when": the scripts start after the first paint, from a constant loader the CSP allows by hash', () => {
    const template = '<html lang="it"><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
    const html = composeDocument(template, parts({ preloads: ['/remotes/catalogue/ab12/remoteEntry.js'] }));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]* src=/);
    // Issue 30 §1: the loader closes <head>, so a tap on a button drawn before the body has fully arrived is held.
    expect(head.endsWith(`<script>${PAGE_LOADER}</script>`)).toBe(true);
    expect(head).not.toContain('rel="preload" as="script"');
    const list = /<script type="application\/json" id="trama-scripts">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list!)).toEqual({ scripts: ['/main.js'], preloads: ['/remotes/catalogue/ab12/remoteEntry.js'], prefetch: { scripts: [], styles: [] }, wake: 'use' });
    expect(html).toContain('</script><p id="trama-wake-status"');
    // Issue 30 §1: the live region the loader speaks through while a tap waits, in the page's language.
    expect(html).toContain('<p id="trama-wake-status" class="ui-visually-hidden" role="status"></p></body>');
    // Issue 30 §3: what the first use runs besides is listed for the prefetch on idle, once, without the page's own scripts.
    const withPrefetch = composeDocument(
      template,
      parts({
        preloads: ['/texts-it.js'],
        busyText: 'Un momento "pronto"',
        prefetch: { scripts: ['/shell-start.js', '/main.js', '/texts-it.js', '/remotes/basket/b1/remoteEntry.js', '/shell-start.js'], styles: ['/remotes/basket/b1/styles.css'] },
      }),
    );
    const listed = JSON.parse(/<script type="application\/json" id="trama-scripts">(.*?)<\/script>/.exec(withPrefetch)![1]!);
    expect(listed.prefetch).toEqual({ scripts: ['/shell-start.js', '/remotes/basket/b1/remoteEntry.js'], styles: ['/remotes/basket/b1/styles.css'] });
    expect(withPrefetch).toContain('data-busy-text="Un momento &quot;pronto&quot;"');
    // A template without scripts (never the case for the shell's build) gets no loader.
    expect(composeDocument('<html><head></head><body><div id="root"></div></body></html>', parts())).not.toContain('trama-scripts');
  });
});

describe('issue 13 remote server code from the registry', () => {
  it('§2 the server entry sits beside the manifest the browser reads, under the same build id', () => {
    expect(serverEntryUrl('/remotes/catalogue/3f9a0c1d2e4b/mf-manifest.json', 'http://trama.render')).toBe(
      'http://trama.render/remotes/catalogue/3f9a0c1d2e4b/server/remoteEntry.js',
    );
    expect(serverEntryUrl('https://cdn.example/catalogue/7b21/mf-manifest.json', 'http://trama.render')).toBe('https://cdn.example/catalogue/7b21/server/remoteEntry.js');
    expect(buildIdOf('http://trama.render/remotes/catalogue/3f9a0c1d2e4b/server/remoteEntry.js')).toBe('3f9a0c1d2e4b');
  });

  it('React resource hints leave the slot for <head>, so the browser tree meets what it renders', () => {
    const { hints, html } = splitResourceHints('<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/><div>page</div>');
    expect(hints).toBe('<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>');
    expect(html).toBe('<div>page</div>');
    expect(splitResourceHints('<div>x</div>')).toEqual({ hints: '', html: '<div>x</div>' });
  });
});

describe('issue 13 §4 what the browser hydrates from', () => {
  it('reads the menu and the page slot once; another language or broken JSON means render afresh', () => {
    document.body.innerHTML =
      '<div id="root"><div data-server-rendered="abc"><div class="sh-slot__parcel"><p>page</p></div></div></div>' +
      '<script type="application/json" id="trama-ssr">{"language":"it","menu":[],"page":{"slotKey":"catalogue/ProductList/11","answers":{},"idPrefix":"p-","build":"abc"}}</script>';
    const read = readServerRendered(document, 'it');
    expect(read?.page).toMatchObject({ slotKey: 'catalogue/ProductList/11', html: '<p>page</p>', build: 'abc' });
    expect(readServerRendered(document, 'fr')).toBeNull();
    document.getElementById('trama-ssr')!.textContent = '{broken';
    expect(readServerRendered(document, 'it')).toBeNull();
    document.body.innerHTML = '';
  });

  it('[30.5] reads the promotion strip\'s texts the server showed; anything but a list of texts is none', () => {
    const page = (banner: string) =>
      (document.body.innerHTML = `<div id="root"></div><script type="application/json" id="trama-ssr">{"language":"it","menu":[],"banner":${banner},"page":null}</script>`);
    page('["Spedizione gratuita sopra 79 €","Resi gratuiti"]');
    expect(readServerRendered(document, 'it')?.banner).toEqual(['Spedizione gratuita sopra 79 €', 'Resi gratuiti']);
    page('[{"x":1}]');
    expect(readServerRendered(document, 'it')?.banner).toBeNull();
    document.body.innerHTML = '';
  });
});
