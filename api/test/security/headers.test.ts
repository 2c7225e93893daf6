/**
 * CSP and the security headers on every answer: the shop's pages, the local mailbox, static
 * files, JSON and errors. The page CSP follows the registry (remotes on another origin) and the
 * configured extra origins; HSTS only in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CSP,
  directiveSources,
  hashSource,
  originOfUrl,
  pageCsp,
  parseOriginList,
  VIDEO_PLAYER_ORIGINS,
} from '../../src/domain/security/content-security-policy.ts';
import { mapTileSource } from '../../src/config.ts';
import { HSTS, STATIC_SECURITY_HEADERS } from '../../src/plugins/security-headers.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { registrationBody } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const INLINE_STYLE = 'html{background:#f6f1ea;color:#1f1b16}body{margin:0}';
const INDEX_HTML =
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Trama</title><style>${INLINE_STYLE}</style>` +
  '<script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';
const DEV_REGISTRY = {
  remotes: {
    catalogue: { manifestUrl: 'http://localhost:3001/mf-manifest.json' },
    basket: { manifestUrl: 'http://localhost:3002/mf-manifest.json' },
    account: { manifestUrl: '/remotes/account/abc123/mf-manifest.json' },
    unknown: { manifestUrl: 'https://evil.example/mf-manifest.json' },
  },
};

let t: TestApp;
let productPath: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.write('shell/dist/index.html', INDEX_HTML);
  await t.write('shell/dist/main.0123abcd.js', 'console.log("shell")');
  await t.write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await t.write('deploy/remotes/catalogue/abc123/remoteEntry.js', 'var catalogue;');
  await t.write('deploy/registry.json', JSON.stringify(DEV_REGISTRY));
  const [row] = await queryRows<{ slug: string }>(t, `select canonical_url as slug from products where brand_id = 3 order by product_id limit 1`);
  productPath = `/it/letto/lenzuola/${row!.slug}`;
  // One e-mail in the outbox, so the mailbox has a message page.
  await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody() });
});
afterAll(() => t.close());

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectCommonHeaders(res: Answer, context: string) {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) expect(res.headers[name], `${name} on ${context}`).toBe(value);
  expect(res.headers['x-frame-options'], context).toBe('DENY');
  expect(res.headers['x-content-type-options'], context).toBe('nosniff');
  expect(res.headers['referrer-policy'], context).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy'], context).toContain('geolocation=(self)');
  expect(res.headers['permissions-policy'], context).toContain('camera=()');
  expect(res.headers['permissions-policy'], context).toContain('microphone=()');
  expect(res.headers['cross-origin-opener-policy'], context).toBe('same-origin');
  expect(res.headers['strict-transport-security'], `${context}: no HSTS outside production`).toBeUndefined();
}

/** What matters in any CSP: no inline or eval'd script, no plugins, no framing. */
function expectStrictCsp(policy: string, context: string) {
  const script = directiveSources(policy, 'script-src');
  expect(script, context).not.toBeNull();
  expect(script, context).not.toContain("'unsafe-inline'");
  expect(script, context).not.toContain("'unsafe-eval'");
  expect(script, context).not.toContain('*');
  expect(script!.some((source) => /^(https?:|data:|blob:)$/.test(source)), context).toBe(false);
  expect(directiveSources(policy, 'object-src'), context).toEqual(["'none'"]);
  expect(directiveSources(policy, 'frame-ancestors'), context).toEqual(["'none'"]);
}

const csp = (res: Answer) => String(res.headers['content-security-policy']);

describe('the shop pages (shell index.html)', () => {
  it('every page answers the page CSP and the security headers: /, /it, a category, a product, an unknown route', async () => {
    for (const url of ['/', '/it', '/it/letto/lenzuola', productPath, '/it/any/unknown', '/en/account/profile?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expectCommonHeaders(res, url);
      expectStrictCsp(csp(res), url);
      expect(directiveSources(csp(res), 'base-uri'), url).toEqual(["'self'"]);
    }
  });

  it('a revalidated page (304) keeps the CSP the browser stored with it: no file policy on the 304', async () => {
    const first = await t.app.inject({ url: '/it/letto/lenzuola' });
    const validator = first.headers.etag ? { 'if-none-match': String(first.headers.etag) } : { 'if-modified-since': String(first.headers['last-modified']) };
    const again = await t.app.inject({ url: '/it/letto/lenzuola', headers: validator });
    expect(again.statusCode).toBe(304);
    // The browser merges a 304's headers into the cached page: a `default-src 'none'` here blanks the reload.
    expect(again.headers['content-security-policy']).toBeUndefined();
    expectCommonHeaders(again, '304');
  });

  it('the page CSP as served: self, the remote origins of the registry, the inline style by hash, no unsafe-inline', async () => {
    const policy = csp(await t.app.inject({ url: '/it' }));
    const remotes = ['http://localhost:3001', 'http://localhost:3002'];
    expect(directiveSources(policy, 'default-src')).toEqual(["'self'"]);
    expect(directiveSources(policy, 'script-src')).toEqual(["'self'", ...remotes]);
    expect(directiveSources(policy, 'connect-src')).toEqual(["'self'", ...remotes]);
    expect(directiveSources(policy, 'style-src')).toEqual(["'self'", ...remotes, hashSource(INLINE_STYLE)]);
    // Issue 15: the store locator's map tiles (OpenStreetMap unless TRAMA_MAP_TILE_URL says otherwise).
    expect(directiveSources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', ...remotes, 'https://tile.openstreetmap.org']);
    expect(directiveSources(policy, 'font-src')).toEqual(["'self'", 'data:', ...remotes]);
    expect(directiveSources(policy, 'frame-src')).toEqual([...VIDEO_PLAYER_ORIGINS]);
    expect(directiveSources(policy, 'form-action')).toEqual(["'self'"]);
    expect(directiveSources(policy, 'base-uri')).toEqual(["'self'"]);
    // An entry the shop does not know is never trusted.
    expect(policy).not.toContain('evil.example');
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('a redeploy of the remotes to a CDN origin moves the CSP with it, on the next request', async () => {
    await t.write(
      'deploy/registry.json',
      JSON.stringify({
        remotes: {
          catalogue: { manifestUrl: 'https://cdn.trama.example/remotes/catalogue/1/mf-manifest.json' },
          stores: { manifestUrl: '//static.trama.example/remotes/stores/2/mf-manifest.json' },
        },
      }),
    );
    try {
      const policy = csp(await t.app.inject({ url: '/it' }));
      expect(directiveSources(policy, 'script-src')).toEqual(["'self'", 'https://cdn.trama.example', 'static.trama.example']);
      expect(policy).not.toContain('localhost:3001');
    } finally {
      await t.write('deploy/registry.json', JSON.stringify(DEV_REGISTRY));
    }
  });

  it('production registry (everything under /remotes): nothing but self', async () => {
    await t.write('deploy/registry.json', JSON.stringify({ remotes: { catalogue: { manifestUrl: '/remotes/catalogue/1/mf-manifest.json' } } }));
    try {
      const policy = csp(await t.app.inject({ url: '/it' }));
      expect(directiveSources(policy, 'script-src')).toEqual(["'self'"]);
      expect(directiveSources(policy, 'connect-src')).toEqual(["'self'"]);
    } finally {
      await t.write('deploy/registry.json', JSON.stringify(DEV_REGISTRY));
    }
  });
});

describe('every other answer', () => {
  it('static files (shell assets, /remotes), JSON, media and errors carry the headers and a deny-all CSP', async () => {
    const urls = [
      '/main.0123abcd.js',
      '/favicon.svg',
      '/remotes/catalogue/abc123/remoteEntry.js',
      '/api/health',
      '/api/external/menu',
      '/api/external/remotes',
      '/media/categories/letto.svg',
      '/media/products/lenzuola-1.jpg',
      '/api/external/nothing-here',
      '/remotes/catalogue/abc123/missing.js',
      '/api/external/product/abc',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expectCommonHeaders(res, url);
      expect(csp(res), url).toBe(API_CSP);
      expectStrictCsp(csp(res), url);
    }
    const error = await t.app.inject({ url: '/api/external/nothing-here' });
    expect(error.statusCode).toBe(404);
    const unauthorized = await t.app.inject({ url: '/api/account' });
    expect(unauthorized.statusCode).toBe(401);
    expectCommonHeaders(unauthorized, '401');
    expect(csp(unauthorized)).toBe(API_CSP);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/checkemail', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(invalid.statusCode).toBe(400);
    expectCommonHeaders(invalid, '400');
    expect(csp(invalid)).toBe(API_CSP);
  });

  it('the local mailbox pages keep their own stricter CSP (no script at all, the style by hash) plus the headers', async () => {
    const list = await t.app.inject({ url: '/dev/mailbox' });
    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(list.body)![1];
    for (const url of ['/dev/mailbox', `/dev/mailbox/${id}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectCommonHeaders(res, url);
      expectStrictCsp(csp(res), url);
      expect(directiveSources(csp(res), 'default-src'), url).toEqual(["'none'"]);
      expect(csp(res), url).not.toContain('unsafe-inline');
      // The page's <style> is the one the hash allows.
      const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
      expect(directiveSources(csp(res), 'style-src'), url).toEqual([hashSource(style)]);
    }
  });

  it('[32.3] the headers come from helmet from the first hook on: an answer the first hook refuses has them, and no other helmet default is sent', async () => {
    const refused = await t.app.inject({ url: '/api/health?q=%00' });
    expect(refused.statusCode).toBe(400);
    expectCommonHeaders(refused, 'refused by the first hook');
    expect(csp(refused)).toBe(API_CSP);
    for (const url of ['/it', '/api/health']) {
      const res = await t.app.inject({ url });
      for (const name of ['cross-origin-resource-policy', 'cross-origin-embedder-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
        expect(res.headers[name], `${name} on ${url}`).toBeUndefined();
      }
    }
  });

  it('the API documentation page has a CSP without inline scripts', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectCommonHeaders(res, '/api/docs');
    expectStrictCsp(csp(res), '/api/docs');
  });
});

describe('configuration', () => {
  it('extra origins (payment providers) join every loading directive of the page CSP', async () => {
    const other = await createTestApp({ security: { cspExtraOrigins: ['https://checkoutshopper-live.adyen.com'] } });
    try {
      await other.write('shell/dist/index.html', INDEX_HTML);
      const policy = csp(await other.app.inject({ url: '/it' }));
      for (const name of ['script-src', 'style-src', 'connect-src', 'img-src', 'frame-src']) {
        expect(directiveSources(policy, name), name).toContain('https://checkoutshopper-live.adyen.com');
      }
      expectStrictCsp(policy, 'with extra origins');
    } finally {
      await other.close();
    }
  });

  it('issue 15: TRAMA_MAP_TILE_URL names the tile server the page may load images from; none adds nothing', () => {
    expect(mapTileSource(undefined)).toBe('https://tile.openstreetmap.org');
    expect(mapTileSource('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com');
    expect(mapTileSource('http://localhost:8081/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8081');
    expect(mapTileSource('none')).toBeNull();
    // Anything that could add a keyword or a directive is no source at all.
    expect(mapTileSource("https://a.example; script-src 'unsafe-inline'/{z}")).toBeNull();
    expect(mapTileSource('javascript:alert(1)')).toBeNull();
  });

  it('Strict-Transport-Security only in production', async () => {
    const production = await createTestApp({ security: { production: true } });
    try {
      for (const url of ['/api/health', '/api/external/nothing-here']) {
        expect((await production.app.inject({ url })).headers['strict-transport-security'], url).toBe(HSTS);
      }
    } finally {
      await production.close();
    }
    expect((await t.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('CSP_EXTRA_ORIGINS accepts origins only: nothing that could add a directive or a keyword', () => {
    expect(parseOriginList('https://a.example, https://b.example:8443  wss://c.example https://*.adyen.com')).toEqual([
      'https://a.example',
      'https://b.example:8443',
      'wss://c.example',
      'https://*.adyen.com',
    ]);
    for (const bad of ["'unsafe-inline'", '*', 'https://a.example; script-src *', 'https://a.example/path', 'data:', 'javascript:alert(1)', 'https://']) {
      expect(() => parseOriginList(bad), bad).toThrow(/CSP_EXTRA_ORIGINS/);
    }
  });

  it('registry URLs become origins; relative ones are same-origin; other schemes are ignored', () => {
    expect(originOfUrl('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001');
    expect(originOfUrl('https://cdn.example/a/b.json')).toBe('https://cdn.example');
    expect(originOfUrl('//cdn.example/a.json')).toBe('cdn.example');
    expect(originOfUrl('/remotes/catalogue/1/mf-manifest.json')).toBeNull();
    expect(originOfUrl('javascript:alert(1)')).toBeNull();
    expect(originOfUrl("https://a.example'; script-src *")).toBeNull();
  });

  it('pageCsp is a pure function of its inputs', () => {
    const policy = pageCsp({ remoteOrigins: ['https://r.example'], inlineStyleHashes: ["'sha256-abc'"], extra: { connect: ['wss://ws.example'] } });
    expect(directiveSources(policy, 'connect-src')).toEqual(["'self'", 'https://r.example', 'wss://ws.example']);
    expect(directiveSources(policy, 'style-src')).toEqual(["'self'", 'https://r.example', "'sha256-abc'"]);
    expectStrictCsp(policy, 'pageCsp');
  });
});
