import { afterEach, describe, expect, it } from 'vitest';
import {
  affiliateFromQuery,
  campaignFromQuery,
  keepAffiliate,
  keepCampaign,
  promotePendingAffiliate,
  storedAffiliate,
  storedCampaign,
  withoutAffiliateParams,
} from './affiliate.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('affiliate arrival (storefront §2 Home, §9 awinAwc, §4 Cookie consent)', () => {
  it('§2 reads awc, else sv_campaign_id, from the query', () => {
    const affiliates = {
      '?awc=123_abc': '123_abc',
      '?sv_campaign_id=camp9': 'camp9',
      '?sv_campaign_id=camp9&awc=first': 'first',
      '?utm_source=x': null,
      '?awc=': null,
      [`?awc=${'x'.repeat(500)}`]: null,
    };
    for (const [query, affiliate] of Object.entries(affiliates)) expect(affiliateFromQuery(query)).toBe(affiliate);
  });

  it('§2 the address loses the affiliate parameters and keeps the others', () => {
    expect(withoutAffiliateParams('?awc=1&sv_campaign_id=2')).toBe('');
    expect(withoutAffiliateParams('?color=blu&awc=1&page=2')).toBe('?color=blu&page=2');
  });

  it('§4 before any choice: kept for this visit only, never in localStorage, not readable as stored', () => {
    keepAffiliate('awc-1');
    expect(localStorage.getItem('awinAwc')).toBeNull();
    expect(sessionStorage.getItem('awinAwc')).toBe('awc-1');
    expect(storedAffiliate()).toBeNull();
  });

  it('§4 approval later: this visit’s value becomes the stored one', () => {
    keepAffiliate('awc-1');
    localStorage.setItem('access', 'cookieApproval');
    promotePendingAffiliate();
    expect(localStorage.getItem('awinAwc')).toBe('awc-1');
    expect(sessionStorage.getItem('awinAwc')).toBeNull();
    expect(storedAffiliate()).toBe('awc-1');
  });

  it('§9 with approval already given: stored under awinAwc at once', () => {
    localStorage.setItem('access', 'cookieApproval');
    keepAffiliate('awc-2');
    expect(localStorage.getItem('awinAwc')).toBe('awc-2');
  });

  it('§4 after a rejection nothing is promoted and a stored value is not used', () => {
    keepAffiliate('awc-1');
    localStorage.setItem('access', 'cookieRejected');
    localStorage.setItem('awinAwc', 'left-over');
    promotePendingAffiliate();
    expect(storedAffiliate()).toBeNull();
    expect(localStorage.getItem('awinAwc')).toBe('left-over');
  });
});

describe('[31.4] storefront §3 Login request awinCampaign: the arrival\'s campaign under the same consent rules', () => {
  it('[31.4] §3 the campaign is the sv_campaign_id parameter', () => {
    expect(campaignFromQuery('?awc=1&sv_campaign_id= camp-9 ')).toBe('camp-9');
    expect(campaignFromQuery('?awc=1')).toBeNull();
    expect(campaignFromQuery(`?sv_campaign_id=${'x'.repeat(500)}`)).toBeNull();
  });

  it('[31.4] §4 before approval kept for this visit only; approval stores it; a rejection never lets it out', () => {
    keepCampaign('camp-9');
    expect(localStorage.getItem('awinCampaign')).toBeNull();
    expect(sessionStorage.getItem('awinCampaign')).toBe('camp-9');
    expect(storedCampaign()).toBeNull();
    localStorage.setItem('access', 'cookieApproval');
    promotePendingAffiliate();
    expect(localStorage.getItem('awinCampaign')).toBe('camp-9');
    expect(sessionStorage.getItem('awinCampaign')).toBeNull();
    expect(storedCampaign()).toBe('camp-9');
    localStorage.setItem('access', 'cookieRejected');
    expect(storedCampaign()).toBeNull();
  });
});
