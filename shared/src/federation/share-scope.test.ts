// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_CONTRACT_VERSION, SHARED_DEPENDENCIES } from './share-scope.ts';

describe('share scope', () => {
  it('declares the contract version the package really has', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SHARED_CONTRACT_VERSION).toBe(pkg.version);
  });

  it('asks for at least this contract version, so an older copy on the page is not reused', () => {
    expect(SHARED_DEPENDENCIES['@trama/shared/parcel']).toEqual({ singleton: false, requiredVersion: `^${SHARED_CONTRACT_VERSION}` });
  });

  it('keeps React one per page', () => {
    expect(SHARED_DEPENDENCIES.react?.singleton).toBe(true);
  });

  it('keeps single-spa one per page (no "single-spa has been loaded twice" warning)', () => {
    expect(SHARED_DEPENDENCIES['single-spa']?.singleton).toBe(true);
  });

  it('has no single-spa-react: parcels are shown by the contract\'s own ParcelHost', () => {
    expect(Object.keys(SHARED_DEPENDENCIES).filter((name) => name.startsWith('single-spa-react'))).toEqual([]);
  });

  it('leaves rxjs to each build (tree-shaken into the bus chunk) and has no react-i18next', () => {
    expect(Object.keys(SHARED_DEPENDENCIES).filter((name) => name.startsWith('rxjs') || name.startsWith('react-i18next'))).toEqual([]);
  });
});
