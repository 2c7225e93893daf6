import { describe, expect, it } from 'vitest';
import { emptySignUpForm } from '@trama/shared/rules';
import { browserFacts, loginRequest, registrationRequest } from './requests.ts';

const context = { brandId: 3, country: 'IT', language: 'de' };
const NOW = new Date('2026-11-22T12:00:00Z');

describe('storefront §3 Login request', () => {
  it('§3 the username is the e-mail lower-cased; brand, country and the browser id travel with it', () => {
    expect(loginRequest(' Anna.Rossi@Example.IT ', 'Lino', 'TRAMA', context, { browserId: 'b-1', awinAwc: null })).toEqual({
      customerCode: 'TRAMA',
      username: 'anna.rossi@example.it',
      password: 'Lino',
      brandId: 3,
      rememberMe: true,
      country: 'IT',
      browserId: 'b-1',
    });
  });
});

describe('[31.4] storefront §3 Login request: browserType and operatingSystem', () => {
  const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
  const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const EDGE_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  it('the browser and its operating system are read from the user agent, as the API accepts them', () => {
    expect(browserFacts(FIREFOX_ANDROID)).toEqual({ browserType: 'Firefox', operatingSystem: 'Android' });
    expect(browserFacts(SAFARI_MAC)).toEqual({ browserType: 'Safari', operatingSystem: 'macOS' });
    expect(browserFacts(EDGE_WINDOWS)).toEqual({ browserType: 'Edge', operatingSystem: 'Windows' });
    expect(browserFacts(IPHONE)).toEqual({ browserType: 'Safari', operatingSystem: 'iOS' });
    expect(browserFacts('')).toEqual({ browserType: 'Other', operatingSystem: 'Other' });
  });

  it('they travel with the sign-in', () => {
    const body = loginRequest('a@b.it', 'x', 'TRAMA', context, { ...browserFacts(FIREFOX_ANDROID), browserId: null, awinAwc: '1_a' });
    expect(body).toMatchObject({ browserType: 'Firefox', operatingSystem: 'Android', awinAwc: '1_a' });
    expect(body).not.toHaveProperty('browserId');
  });

  it('[31.4] §3 optional awinCampaign travels when there is one, and is left out when there is none', () => {
    expect(loginRequest('a@b.it', 'x', 'TRAMA', context, { awinCampaign: 'camp-9' })).toMatchObject({ awinCampaign: 'camp-9' });
    expect(loginRequest('a@b.it', 'x', 'TRAMA', context, { awinCampaign: null })).not.toHaveProperty('awinCampaign');
  });
});

describe('storefront §3 Registration request', () => {
  const form = {
    ...emptySignUpForm('Giulia@Example.it'),
    username: ' Giulia ',
    userlastname: 'Bianchi',
    password: 'lino2026',
    gender: 'M' as const,
    birthDay: '01',
    birthMonth: '02',
    connection_2: true,
    connection_3: true,
  };

  it('§3/§5 login = e-mail, langKey = page language, a missing birth year is 1900, the opt-ins as Y/N', () => {
    expect(registrationRequest(form, 'TRAMA', context, NOW)).toEqual({
      customerCode: 'TRAMA',
      password: 'lino2026',
      firstName: 'Giulia',
      lastName: 'Bianchi',
      email: 'giulia@example.it',
      login: 'giulia@example.it',
      langKey: 'de',
      gender: 'M',
      birthdate: '1900-02-01',
      webClientRequest: { brandId: 3, preferredStoreId: null, multisiteOptin: 'N', dataOptin: 'Y', newsOptin: 'Y', country: 'IT' },
    });
  });

  it('§5 an invalid birth date builds no request', () => {
    expect(registrationRequest({ ...form, birthDay: '30', birthMonth: '02' }, 'TRAMA', context, NOW)).toBeNull();
  });
});
