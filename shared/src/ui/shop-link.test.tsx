import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getBus } from '../bus/event-bus.ts';
import { ShopLink } from './shop-link.tsx';
import { shopHref, stripLanguage } from './shop-path.ts';

afterEach(cleanup);

function recordNavigation() {
  const seen: string[] = [];
  const off = getBus().handle('navigate', ({ to }) => void seen.push(to));
  return { seen, off };
}

describe('shop links', () => {
  it('are real links under the page language', () => {
    expect(shopHref('fr', '/letto/lenzuola')).toBe('/fr/letto/lenzuola');
    expect(shopHref('it', '/en/bagno')).toBe('/it/bagno');
    expect(shopHref('de', '/')).toBe('/de');
    expect(stripLanguage('/es/search')).toBe('/search');
  });

  it('a plain click moves through the shell router without a reload', () => {
    const { seen, off } = recordNavigation();
    render(<ShopLink language="en" to="/letto">Bed</ShopLink>);
    const link = screen.getByRole('link', { name: 'Bed' });
    expect(link.getAttribute('href')).toBe('/en/letto');
    expect(fireEvent.click(link)).toBe(false);
    expect(seen).toEqual(['/letto']);
    off();
  });

  it('a ctrl-click is left to the browser (new tab)', () => {
    const { seen, off } = recordNavigation();
    render(<ShopLink language="it" to="/letto">Letto</ShopLink>);
    expect(fireEvent.click(screen.getByRole('link'), { ctrlKey: true })).toBe(true);
    expect(seen).toEqual([]);
    off();
  });
});
