import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeConsent, storedConsent, trackingAllowed } from './consent.ts';
import { memoryStorage } from '../testing/memory-storage.ts';

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('cookie consent storage (storefront §4 Cookie consent, key access)', () => {
  it('§4 no choice yet: no tracking', () => {
    expect(storedConsent()).toBeNull();
    expect(trackingAllowed()).toBe(false);
  });

  it('§4 stores access as cookieApproval or cookieRejected', () => {
    expect(storeConsent('cookieApproval')).toBe(true);
    expect(localStorage.getItem('access')).toBe('cookieApproval');
    expect(trackingAllowed()).toBe(true);
    storeConsent('cookieRejected');
    expect(localStorage.getItem('access')).toBe('cookieRejected');
    expect(trackingAllowed()).toBe(false);
  });

  it('anything else under access counts as no choice', () => {
    localStorage.setItem('access', 'true');
    expect(storedConsent()).toBeNull();
    expect(trackingAllowed()).toBe(false);
  });

  it('storage switched off: no consent, and the choice is reported as not kept', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(storedConsent()).toBeNull();
    expect(storeConsent('cookieApproval')).toBe(false);
  });
});
