import { describe, expect, it } from 'vitest';
import { backTarget } from './back-link.ts';

describe('back button of a missing product', () => {
  it('§2 goes to the stored backLink, whatever its language prefix', () => {
    expect(backTarget('/fr/letto/lenzuola/filtres/colore/bianco', '/letto/lenzuola')).toBe('/letto/lenzuola/filtres/colore/bianco');
    expect(backTarget('/search?criteria=aurora', '/letto')).toBe('/search?criteria=aurora');
  });

  it('§2 without a stored backLink goes to the menu page', () => {
    expect(backTarget(null, '/letto/lenzuola')).toBe('/letto/lenzuola');
    expect(backTarget('', '/letto/lenzuola')).toBe('/letto/lenzuola');
  });

  it('never leaves the shop for a stored off-site address', () => {
    expect(backTarget('https://evil.example/phish', '/letto')).toBe('/letto');
    expect(backTarget('//evil.example/phish', '/letto')).toBe('/letto');
  });
});
