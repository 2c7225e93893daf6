import { describe, expect, it } from 'vitest';
import { explainRequests, parcelsLoaded, shortenUrl, whyRequested, type RequestContext } from './requests.ts';

const ORIGIN = 'http://localhost:8280';
const CAT = `${ORIGIN}/remotes/catalogue/a7281e36b91b`;
const CONTEXT: RequestContext = {
  origin: ORIGIN,
  sharedChunks: {
    '/121.05c1dc01.js': ['react-dom'],
    '/remotes/catalogue/a7281e36b91b/470.0f19ff5d.js': ['@trama/shared/i18n', 'i18next', 'react', 'react-i18next', 'rxjs'],
  },
  exposedChunks: {
    '/remotes/catalogue/a7281e36b91b/249.5986f317.js': ['ProductPage', 'RecommendedProducts', 'SearchPage'],
    '/remotes/catalogue/a7281e36b91b/styles.0f9ee1d6.js': ['ProductPage'],
  },
};
const why = (url: string, resourceType = 'Script') => whyRequested({ url, resourceType }, CONTEXT);

describe('why a page loads a request', () => {
  it('the page itself, the shell entry and the shell chunks', () => {
    expect(why(`${ORIGIN}/it/letto/lenzuola/x`, 'Document')).toBe('page HTML');
    expect(why(`${ORIGIN}/main.dd685438.js`)).toBe('shell entry');
    expect(why(`${ORIGIN}/557.08465da0.js`)).toBe('shell chunk');
  });

  it('a remote: its entry, its manifest, an exposed parcel and the chunks the parcels need', () => {
    expect(why(`${CAT}/remoteEntry.js`)).toBe('remote entry of catalogue');
    expect(why(`${CAT}/mf-manifest.json`, 'Fetch')).toBe('manifest of catalogue');
    expect(why(`${CAT}/__federation_expose_ProductPage.fc997b85.js`)).toBe('exposed parcel ProductPage of catalogue');
    expect(why(`${CAT}/styles.0f9ee1d6.js`)).toBe('chunk of catalogue for ProductPage');
    expect(why(`${CAT}/249.5986f317.js`)).toBe('chunk of catalogue for ProductPage, RecommendedProducts +1');
    expect(why(`${CAT}/999.f4931576.js`)).toBe('chunk of catalogue');
  });

  it('share-scope chunks are shared libraries, whichever build serves them', () => {
    expect(why(`${ORIGIN}/121.05c1dc01.js`)).toBe('shared library (react-dom)');
    expect(why(`${CAT}/470.0f19ff5d.js`)).toBe('shared library (@trama/shared/i18n, i18next, react +2)');
  });

  it('stylesheets, API calls (by path, without the query), images and fonts', () => {
    expect(why(`${ORIGIN}/shell-styles.b092daf7.css`, 'Stylesheet')).toBe('stylesheet');
    expect(why(`${CAT}/styles.0d3e48d5.css`, 'Stylesheet')).toBe('stylesheet of catalogue');
    expect(why(`${ORIGIN}/api/external/product/by-canonical-url?menu=%2Fletto&canonicalUrl=x`, 'Fetch')).toBe(
      'API call (/api/external/product/by-canonical-url)',
    );
    expect(why(`${ORIGIN}/media/products/lenzuolo-29333-1.svg`, 'Image')).toBe('image');
    expect(why(`${ORIGIN}/favicon.svg`, 'Other')).toBe('image');
    expect(why(`${ORIGIN}/fonts/serif.woff2`, 'Font')).toBe('font');
  });

  it('another origin is external, data URIs are inline, anything else says its type', () => {
    expect(why('https://cdn.example.com/x.js')).toBe('external (cdn.example.com)');
    expect(why('data:image/svg+xml;base64,PHN2Zz4=', 'Image')).toBe('inline data');
    expect(why(`${ORIGIN}/manifest.webmanifest`, 'Manifest')).toBe('manifest');
    expect(why(`${ORIGIN}/ofrep/v1/evaluate/flags`, 'Fetch')).toBe('feature flags (/ofrep/v1/evaluate/flags)');
    expect(why(`${ORIGIN}/something/else`, 'Fetch')).toBe('call (/something/else)');
  });

  it("a remote chunk is named by the parcels of this page that need it, all of them when none is on the page", () => {
    const requests = [
      { url: `${CAT}/__federation_expose_SearchPage.96124ec6.js`, resourceType: 'Script', transferBytes: 1, statusCode: 200 },
      { url: `${CAT}/249.5986f317.js`, resourceType: 'Script', transferBytes: 1, statusCode: 200 },
      { url: `${CAT}/styles.0f9ee1d6.js`, resourceType: 'Script', transferBytes: 1, statusCode: 200 },
    ];
    expect(parcelsLoaded(requests, ORIGIN)).toEqual(new Set(['catalogue/SearchPage']));
    expect(explainRequests(requests, CONTEXT).map((r) => r.why)).toEqual([
      'exposed parcel SearchPage of catalogue',
      'chunk of catalogue for SearchPage',
      'chunk of catalogue for ProductPage',
    ]);
  });

  it('every request of a load gets its reason, the rest kept', () => {
    const requests = [{ url: `${ORIGIN}/main.dd685438.js`, resourceType: 'Script', transferBytes: 9000, statusCode: 200 }];
    expect(explainRequests(requests, CONTEXT)).toEqual([{ ...requests[0], why: 'shell entry' }]);
  });
});

describe('request URLs in the report', () => {
  it('keep path and query on the page origin, hide the remote build id, keep the host elsewhere', () => {
    expect(shortenUrl(`${ORIGIN}/main.dd685438.js`, `${ORIGIN}/it`)).toBe('/main.dd685438.js');
    expect(shortenUrl(`${CAT}/remoteEntry.js`, ORIGIN)).toBe('/remotes/catalogue/…/remoteEntry.js');
    expect(shortenUrl('https://cdn.example.com/a.js?v=1', ORIGIN)).toBe('cdn.example.com/a.js?v=1');
  });

  it('cut the middle of a long URL to the limit', () => {
    const url = `${ORIGIN}/api/external/product/by-canonical-url?menu=%2Fletto%2Flenzuola&canonicalUrl=lenzuolo-in-lino-lavato-jacquard-senape-29333`;
    const short = shortenUrl(url, ORIGIN, 40);
    expect(short).toHaveLength(40);
    expect(short.startsWith('/api/external/')).toBe(true);
    expect(short.endsWith('senape-29333')).toBe(true);
    expect(short).toContain('…');
    expect(shortenUrl('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB', ORIGIN)).toBe('data:image/png;base64,iV…');
  });
});
