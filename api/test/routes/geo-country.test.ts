/**
 * GET /api/external/geo/country (storefront §7 first-visit country, issue 15 point 1): a CDN
 * country header when present, else the browser's languages, else IT.
 */
import type { VisitorCountry } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function countryFor(headers: Record<string, string>): Promise<VisitorCountry> {
  const res = await t.app.inject({ url: '/api/external/geo/country', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('storefront §7 first-visit country', () => {
  it('a CDN country header wins over the languages: CloudFront, then Cloudflare, then X-Country-Code', async () => {
    expect(await countryFor({ 'cloudfront-viewer-country': 'CH', 'accept-language': 'it-IT' })).toEqual({ country: 'CH', source: 'header' });
    expect(await countryFor({ 'cf-ipcountry': 'FR' })).toEqual({ country: 'FR', source: 'header' });
    expect(await countryFor({ 'x-country-code': 'DE' })).toEqual({ country: 'DE', source: 'header' });
    expect(await countryFor({ 'cloudfront-viewer-country': 'ES', 'cf-ipcountry': 'FR' })).toEqual({ country: 'ES', source: 'header' });
  });

  it('§9 Monaco answers MC (the store look-ups read it as FR)', async () => {
    expect(await countryFor({ 'cf-ipcountry': 'MC' })).toEqual({ country: 'MC', source: 'header' });
    expect(await countryFor({ 'accept-language': 'fr-MC,fr;q=0.9' })).toEqual({ country: 'MC', source: 'language' });
  });

  it('an invalid or unknown header value is ignored: lower case, three letters, digits, XX, Tor (T1)', async () => {
    for (const value of ['ch', 'ITA', 'T1', 'XX', 'ZZ', '', 'I', "IT'--", 'ÉT']) {
      expect(await countryFor({ 'cf-ipcountry': value, 'accept-language': 'de-AT' }), value).toEqual({ country: 'AT', source: 'language' });
    }
    // An invalid first header does not hide a valid later one.
    expect(await countryFor({ 'cloudfront-viewer-country': 'xx', 'x-country-code': 'PT' })).toEqual({ country: 'PT', source: 'header' });
  });

  it('the browser languages: a region wins (de-CH → CH), a bare it/fr/de/es names its country, en names none', async () => {
    expect(await countryFor({ 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' })).toEqual({ country: 'CH', source: 'language' });
    expect(await countryFor({ 'accept-language': 'fr' })).toEqual({ country: 'FR', source: 'language' });
    expect(await countryFor({ 'accept-language': 'es' })).toEqual({ country: 'ES', source: 'language' });
    expect(await countryFor({ 'accept-language': 'de' })).toEqual({ country: 'DE', source: 'language' });
    expect(await countryFor({ 'accept-language': 'it' })).toEqual({ country: 'IT', source: 'language' });
    expect(await countryFor({ 'accept-language': 'en' })).toEqual({ country: 'IT', source: 'default' });
    expect(await countryFor({ 'accept-language': 'en, es;q=0.5' })).toEqual({ country: 'ES', source: 'language' });
    expect(await countryFor({ 'accept-language': 'en-GB' })).toEqual({ country: 'GB', source: 'language' });
  });

  it('the languages are read by preference (q), not by position; q=0 means "not this one"', async () => {
    expect(await countryFor({ 'accept-language': 'fr;q=0.3, de-AT;q=0.9' })).toEqual({ country: 'AT', source: 'language' });
    expect(await countryFor({ 'accept-language': 'es-ES;q=0, it' })).toEqual({ country: 'IT', source: 'language' });
    expect(await countryFor({ 'accept-language': 'zh-Hant-TW' })).toEqual({ country: 'TW', source: 'language' });
    expect(await countryFor({ 'accept-language': 'es-419' })).toEqual({ country: 'ES', source: 'language' });
  });

  it('nothing usable answers IT by default: no header, "*", garbage, a huge header', async () => {
    expect(await countryFor({})).toEqual({ country: 'IT', source: 'default' });
    for (const value of ['*', ';;;,,,', 'q=1', 'xx-;q=abc', `${'en,'.repeat(5000)}fr`, '\u00e9\u00e8']) {
      expect(await countryFor({ 'accept-language': value }), value.slice(0, 20)).toEqual({ country: 'IT', source: 'default' });
    }
  });

  it('is never cached for another visitor, and refuses a NUL like every route', async () => {
    const res = await t.app.inject({ url: '/api/external/geo/country', headers: { 'cf-ipcountry': 'FR' } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expectApiError(await t.app.inject({ url: '/api/external/geo/country', headers: { 'accept-language': 'f\u0000r' } }), 400, 'INVALID_CHARACTERS');
  });
});
