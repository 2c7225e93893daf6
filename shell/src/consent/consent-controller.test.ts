import { afterEach, describe, expect, it } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { chooseConsent, startConsent } from './consent-controller.ts';
import { forgetBus } from '../test-support/auth.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetBus();
});

const choices = () => {
  const seen: unknown[] = [];
  getBus()
    .select('consent')
    .subscribe((fact) => seen.push(fact.choice));
  return seen;
};

describe('consent controller (storefront §4 Cookie consent)', () => {
  it('§4 publishes the stored choice at start-up, null without one', () => {
    startConsent();
    expect(choices()).toEqual([null]);
    localStorage.setItem('access', 'cookieApproval');
    startConsent();
    expect(choices()).toEqual(['cookieApproval']);
  });

  it('§4 anything else under access is no choice', () => {
    localStorage.setItem('access', 'yes please');
    startConsent();
    expect(choices()).toEqual([null]);
  });

  it('§4 without approval no tracking value survives start-up (left by an older build)', () => {
    localStorage.setItem('browserId', 'old');
    localStorage.setItem('awinAwc', 'old');
    startConsent();
    expect(localStorage.getItem('browserId')).toBeNull();
    expect(localStorage.getItem('awinAwc')).toBeNull();
  });

  it('[31.4] §4 a rejection removes the affiliate campaign (awinCampaign) too, stored or pending', () => {
    localStorage.setItem('access', 'cookieApproval');
    localStorage.setItem('awinCampaign', 'camp-9');
    sessionStorage.setItem('awinCampaign', 'camp-10');
    startConsent();
    expect(localStorage.getItem('awinCampaign')).toBe('camp-9');
    chooseConsent('cookieRejected');
    expect(localStorage.getItem('awinCampaign')).toBeNull();
    expect(sessionStorage.getItem('awinCampaign')).toBeNull();
  });

  it('§4 approval keeps the ids; a later rejection removes them', () => {
    localStorage.setItem('access', 'cookieApproval');
    localStorage.setItem('browserId', 'b-1');
    startConsent();
    expect(localStorage.getItem('browserId')).toBe('b-1');
    const seen = choices();
    chooseConsent('cookieRejected');
    expect(seen).toEqual(['cookieApproval', 'cookieRejected']);
    expect(localStorage.getItem('access')).toBe('cookieRejected');
    expect(localStorage.getItem('browserId')).toBeNull();
  });

  it('a choice made in another tab reaches this one (storage event)', () => {
    startConsent();
    const seen = choices();
    localStorage.setItem('access', 'cookieRejected');
    window.dispatchEvent(new StorageEvent('storage', { key: 'access', newValue: 'cookieRejected' }));
    expect(seen).toEqual([null, 'cookieRejected']);
  });
});
