import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { getApiClient } from '@trama/shared/api';

/**
 * Each test of the file runs signed in (the API client holds a token; `country` when the file
 * needs one) and ends unmounted, its fetch double and spies restored, signed out, then `after`.
 */
export function signedInEachTest({ country, after }: { country?: string; after?: () => void } = {}): void {
  beforeEach(() => getApiClient().configure(country ? { token: 'jwt-1', country } : { token: 'jwt-1' }));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    getApiClient().configure({ token: null });
    after?.();
  });
}
