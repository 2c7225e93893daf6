import { describe, expect, it } from 'vitest';
import { emptySignUpForm } from '@trama/shared/rules';
import { loginRequest, registrationRequest } from './requests.ts';

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
