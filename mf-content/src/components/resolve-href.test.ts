import { describe, expect, it } from 'vitest';
import { resolveHref } from './resolve-href.ts';

describe('CMS links', () => {
  it('§2 internal links carry the language prefix; the router gets the path without it', () => {
    expect(resolveHref('it', '/letto/lenzuola')).toEqual({ kind: 'internal', href: '/it/letto/lenzuola', to: '/letto/lenzuola' });
    expect(resolveHref('en', 'magazine/3')).toEqual({ kind: 'internal', href: '/en/magazine/3', to: '/magazine/3' });
    expect(resolveHref('fr', '/')).toEqual({ kind: 'internal', href: '/fr', to: '/' });
  });

  it('does not double a language prefix an editor already wrote', () => {
    expect(resolveHref('it', '/it/bagno')).toEqual({ kind: 'internal', href: '/it/bagno', to: '/bagno' });
    expect(resolveHref('de', '/en')).toEqual({ kind: 'internal', href: '/de', to: '/' });
  });

  it('keeps absolute links external and refuses script URLs', () => {
    expect(resolveHref('it', 'https://example.com/x')).toEqual({ kind: 'external', href: 'https://example.com/x' });
    expect(resolveHref('it', 'javascript:alert(1)')).toBeNull();
    expect(resolveHref('it', null)).toBeNull();
    expect(resolveHref('it', '  ')).toBeNull();
  });
});
