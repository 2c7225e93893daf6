import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@trama/shared/contract';
import { shopMenu } from '../test-support/menu.ts';
import { resolveRoute } from './resolve-route.ts';
import { buildRouteTable } from './route-table.ts';

const table = buildRouteTable(shopMenu());

/** Paths built from the menu's own words, so the property also reaches deep menu and extra routes. */
const segment = fc.oneof(
  fc.constantFrom('it', 'EN', 'xx', 'letto', 'Lenzuola', 'filtres', 'magazine', 'activate', 'search', '404', '%C3%A8', ''),
  fc.string(),
);
const shopPath = fc.array(segment, { maxLength: 7 }).map((parts) => `/${parts.join('/')}`);

describe('resolveRoute on any input (storefront §2)', () => {
  it('§2 never throws and always answers a path beginning with a supported language', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), shopPath), fc.string(), (pathname, search) => {
        const route = resolveRoute(pathname, table, search);
        const [, language] = route.canonicalPath.split('/');
        expect(SUPPORTED_LANGUAGES).toContain(language);
        expect(route.canonicalPath).not.toMatch(/\/\/|.\/$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('§2 the canonical path is stable: resolving it again needs no redirect', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), shopPath), (pathname) => {
        const first = resolveRoute(pathname, table);
        const again = resolveRoute(first.canonicalPath, table);
        expect(again.canonicalPath).toBe(first.canonicalPath);
        expect(again.status).not.toBe('redirect');
        expect(again.target).toEqual(first.target);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws for inputs that are not strings at all', () => {
    for (const value of [undefined, null, 42, {}, []]) {
      expect(() => resolveRoute(value as unknown as string, table, value as unknown as string)).not.toThrow();
    }
  });
});
