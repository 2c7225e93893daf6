/**
 * Issue 31 §2 (storefront §7, account §7 "Geo-IP lookup"): the visitor's country from their IP
 * address through an offline database, geoip-lite's copy of MaxMind GeoLite2 Country (licence and
 * attribution: docs/stores.md "First-visit country"). No request leaves the machine.
 *
 * Only the country tables are loaded (~15 MB of buffers, ~20 ms): geoip-lite reads its data
 * directory once, at import, and loads the city tables too (~150 MB more) unless they are absent.
 * The city tables carry no postal code either, so a directory holding links to the two country
 * files alone is handed to it. Loaded on the first lookup, once per process.
 */
import { copyFileSync, mkdtempSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface GeoIpLite {
  lookup(ip: string): { country: string } | null;
}

const COUNTRY_FILES = ['geoip-country.dat', 'geoip-country6.dat'] as const;
const COUNTRY_CODE = /^[A-Z]{2}$/;

const require = createRequire(import.meta.url);
let loaded: GeoIpLite | null | undefined;

/** A directory with the package's country files only (links; copies where links are refused). */
function countryOnlyDirectory(): string {
  const packageData = path.join(path.dirname(require.resolve('geoip-lite/package.json')), 'data');
  const directory = mkdtempSync(path.join(tmpdir(), 'trama-geoip-'));
  for (const file of COUNTRY_FILES) {
    try {
      symlinkSync(path.join(packageData, file), path.join(directory, file));
    } catch {
      copyFileSync(path.join(packageData, file), path.join(directory, file));
    }
  }
  return directory;
}

function load(): GeoIpLite | null {
  try {
    // geoip-lite reads `global.geodatadir` when it is loaded (its documented way to move the data).
    (globalThis as { geodatadir?: string }).geodatadir = countryOnlyDirectory();
    return require('geoip-lite') as GeoIpLite;
  } catch {
    // A missing or unreadable database: the caller falls back to the browser's languages.
    return null;
  }
}

/** Loads the database now (server start-up), so the first visitor does not wait for it. */
export function preloadIpCountries(): boolean {
  if (loaded === undefined) loaded = load();
  return loaded !== null;
}

/**
 * The country of a public address (IPv4, IPv6 or IPv4-mapped), or null for a private, loopback or
 * unknown address, or when the database could not be loaded.
 */
export function ipCountry(ip: string | undefined): string | null {
  if (!ip || !preloadIpCountries()) return null;
  const country = loaded?.lookup(ip)?.country;
  return country && COUNTRY_CODE.test(country) ? country : null;
}
