/**
 * GET /api/external/geo/country (storefront §7 first-visit country, issue 15 point 1): a CDN
 * country header when present, else the browser's languages, else IT.
 */
import type { VisitorCountry } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFrom } from '../../src/config.ts';
import { expectApiError } from '../helpers/security.ts';
import { secondInstance } from '../helpers/second-instance.ts';
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

/** Public addresses the shipped GeoLite2 Country data maps (Google DNS, Free, Heise, Telefónica, Fastweb). */
const US = '8.8.8.8';
const FR = '212.27.48.10';
const DE = '193.99.144.80';
const ES = '80.58.61.250';
const IT = '151.1.1.1';

async function countryFrom(remoteAddress: string, headers: Record<string, string> = {}, app = t.app): Promise<VisitorCountry> {
  const res = await app.inject({ url: '/api/external/geo/country', headers, remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('[31.2] storefront §7 / account §7 geo-IP lookup on a first visit', () => {
  it('[31.2] a public address answers its country from the offline database, before the browser languages', async () => {
    expect(await countryFrom(US, { 'accept-language': 'it-IT,it' })).toEqual({ country: 'US', source: 'ip' });
    expect(await countryFrom(FR)).toEqual({ country: 'FR', source: 'ip' });
    expect(await countryFrom(DE, { 'accept-language': 'es-ES' })).toEqual({ country: 'DE', source: 'ip' });
    expect(await countryFrom(ES)).toEqual({ country: 'ES', source: 'ip' });
    expect(await countryFrom(IT)).toEqual({ country: 'IT', source: 'ip' });
    // IPv6 and IPv4-mapped IPv6 (a dual-stack socket) too.
    expect(await countryFrom('2001:4860:4860::8888')).toEqual({ country: 'US', source: 'ip' });
    expect(await countryFrom(`::ffff:${FR}`)).toEqual({ country: 'FR', source: 'ip' });
  });

  it('[31.2] the CDN country header still wins over the address', async () => {
    expect(await countryFrom(US, { 'cf-ipcountry': 'CH' })).toEqual({ country: 'CH', source: 'header' });
    // An unusable header value does not hide the address.
    expect(await countryFrom(US, { 'cf-ipcountry': 'XX' })).toEqual({ country: 'US', source: 'ip' });
  });

  it('[31.2] a private, loopback or unmapped address falls back to the languages, then to IT', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.20', '172.16.0.9', 'fd00::1', '169.254.1.1', '203.0.113.9']) {
      expect(await countryFrom(ip, { 'accept-language': 'de-AT' }), ip).toEqual({ country: 'AT', source: 'language' });
      expect(await countryFrom(ip), ip).toEqual({ country: 'IT', source: 'default' });
    }
  });

  it('[31.2] behind a proxy on this machine (loopback, trusted by default) the forwarded client address counts', async () => {
    expect(await countryFrom('127.0.0.1', { 'x-forwarded-for': US })).toEqual({ country: 'US', source: 'ip' });
    expect(await countryFrom('::1', { 'x-forwarded-for': FR })).toEqual({ country: 'FR', source: 'ip' });
    // The proxy appends the address it saw: a client's own forged entry on the left is not the client.
    expect(await countryFrom('127.0.0.1', { 'x-forwarded-for': `${FR}, ${US}` })).toEqual({ country: 'US', source: 'ip' });
  });

  it('[31.2] a forged X-Forwarded-For from an untrusted peer is ignored: the peer is the client', async () => {
    expect(await countryFrom(DE, { 'x-forwarded-for': US })).toEqual({ country: 'DE', source: 'ip' });
    expect(await countryFrom('203.0.113.9', { 'x-forwarded-for': US, 'accept-language': 'es' })).toEqual({ country: 'ES', source: 'language' });
  });

  it('[31.2] TRUST_PROXY names the balancer: its forwarded address counts, loopback no longer does; none trusts nobody', async () => {
    const balancer = await secondInstance(t, { security: { trustProxy: trustProxyFrom('10.0.0.0/8, 192.168.1.1') } });
    const direct = await secondInstance(t, { security: { trustProxy: trustProxyFrom('none') } });
    try {
      expect(await countryFrom('10.20.30.40', { 'x-forwarded-for': US }, balancer.app)).toEqual({ country: 'US', source: 'ip' });
      expect(await countryFrom('192.168.1.1', { 'x-forwarded-for': FR }, balancer.app)).toEqual({ country: 'FR', source: 'ip' });
      expect(await countryFrom('127.0.0.1', { 'x-forwarded-for': US }, balancer.app)).toEqual({ country: 'IT', source: 'default' });
      expect(await countryFrom(DE, { 'x-forwarded-for': US }, balancer.app)).toEqual({ country: 'DE', source: 'ip' });
      expect(await countryFrom('127.0.0.1', { 'x-forwarded-for': US }, direct.app)).toEqual({ country: 'IT', source: 'default' });
    } finally {
      await balancer.close();
      await direct.close();
    }
  });

  it('[31.2] TRUST_PROXY: loopback by default; a value that is no address, range or name stops the start', () => {
    expect(trustProxyFrom(undefined)).toEqual(['loopback']);
    expect(trustProxyFrom('')).toEqual(['loopback']);
    expect(trustProxyFrom('NONE')).toEqual([]);
    expect(trustProxyFrom('loopback, uniquelocal,10.0.0.0/8,::1')).toEqual(['loopback', 'uniquelocal', '10.0.0.0/8', '::1']);
    for (const value of ['true', '*', 'all', '10.0.0.0/8/1', 'balancer.example', '10.0.0.0/x']) {
      expect(() => trustProxyFrom(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
