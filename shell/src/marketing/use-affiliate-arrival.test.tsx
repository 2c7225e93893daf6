import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell, Where } from '../test-support/render.tsx';
import { useAffiliateArrival } from './use-affiliate-arrival.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

function Arrival() {
  useAffiliateArrival();
  return <Where />;
}

describe('affiliate arrival in the shell (storefront §2 Home)', () => {
  it('§2 keeps the value and leaves the shopper on the same page without the parameters', async () => {
    renderInShell(<Arrival />, { path: '/it/letto/lenzuola?color=blu&awc=1234_xyz#top' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/it/letto/lenzuola?color=blu'));
    expect(screen.getByTestId('where').dataset.navigation).toBe('REPLACE');
    // No cookie choice yet: this visit only (§4).
    expect(sessionStorage.getItem('awinAwc')).toBe('1234_xyz');
    expect(localStorage.getItem('awinAwc')).toBeNull();
  });

  it('an address without affiliate parameters is left alone', async () => {
    renderInShell(<Arrival />, { path: '/it?utm_source=x' });
    expect(screen.getByTestId('where').textContent).toBe('/it?utm_source=x');
    expect(sessionStorage.getItem('awinAwc')).toBeNull();
  });
});
