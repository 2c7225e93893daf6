import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidBirthDate, parseBirthDate } from './birth-date.ts';
import { canSignIn, lookupEmailError, validatePasswordReset } from './credentials.ts';
import { canSubmitSignUp, emptySignUpForm, validateSignUp, type SignUpForm } from './sign-up.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

const complete = (overrides: Partial<SignUpForm> = {}): SignUpForm => ({
  ...emptySignUpForm('anna.rossi@example.it'),
  username: 'Anna',
  userlastname: 'Rossi',
  password: 'lino2026',
  gender: 'F',
  birthDay: '07',
  birthMonth: '03',
  birthYear: '1988',
  connection_2: true,
  ...overrides,
});

describe('storefront §5 birth date', () => {
  it('§5 day 01-31 and month 01-12 with two digits, year 1900 to the current year', () => {
    expect(parseBirthDate({ day: '07', month: '03', year: '1988' }, NOW)).toBe('1988-03-07');
    expect(parseBirthDate({ day: '7', month: '03', year: '1988' }, NOW)).toBeNull();
    expect(parseBirthDate({ day: '07', month: '3', year: '1988' }, NOW)).toBeNull();
    expect(parseBirthDate({ day: '32', month: '03', year: '1988' }, NOW)).toBeNull();
    expect(parseBirthDate({ day: '07', month: '13', year: '1988' }, NOW)).toBeNull();
    expect(parseBirthDate({ day: '07', month: '03', year: '1899' }, NOW)).toBeNull();
    expect(parseBirthDate({ day: '07', month: '03', year: '2027' }, NOW)).toBeNull();
    expect(parseBirthDate({ day: '07', month: '03', year: '88' }, NOW)).toBeNull();
  });

  it('§5 a missing year defaults to 1900', () => {
    expect(parseBirthDate({ day: '01', month: '01', year: '' }, NOW)).toBe('1900-01-01');
    expect(parseBirthDate({ day: '01', month: '01' }, NOW)).toBe('1900-01-01');
  });

  it('§5 a day that does not exist in its month is a date error', () => {
    expect(parseBirthDate({ day: '31', month: '02', year: '2000' }, NOW)).toBeNull();
    expect(parseBirthDate({ day: '29', month: '02', year: '2000' }, NOW)).toBe('2000-02-29');
    expect(parseBirthDate({ day: '29', month: '02', year: '2001' }, NOW)).toBeNull();
  });

  it('§5 the API accepts exactly the dates the form accepts', () => {
    expect(isValidBirthDate('1988-03-07', NOW)).toBe(true);
    expect(isValidBirthDate('1988-3-07', NOW)).toBe(false);
    expect(isValidBirthDate('2030-01-01', NOW)).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const valid = isValidBirthDate(text, NOW);
        if (valid) expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });
});

describe('storefront §5 sign-up', () => {
  it('§5 a complete form has no error and can be submitted', () => {
    expect(validateSignUp(complete(), NOW)).toEqual({});
    expect(canSubmitSignUp(complete(), NOW)).toBe(true);
  });

  it('§5/§8 first and last name need at least 2 characters (signup.inputErrors.username / .lastname)', () => {
    const errors = validateSignUp(complete({ username: 'A', userlastname: ' R ' }), NOW);
    expect(errors).toEqual({ username: 'signup.inputErrors.username', userlastname: 'signup.inputErrors.lastname' });
  });

  it('§5 + baseline (OWASP ASVS): the password needs at least 8 characters, not the spec\'s 4 (signup.inputErrors.password)', () => {
    expect(validateSignUp(complete({ password: 'lino202' }), NOW)).toEqual({ password: 'signup.inputErrors.password' });
    expect(validateSignUp(complete({ password: 'lino2026' }), NOW)).toEqual({});
  });

  it('§5 gender is required: with no choice made submit stays disabled (validation.required)', () => {
    expect(validateSignUp(complete({ gender: '' }), NOW)).toEqual({ gender: 'validation.required' });
    expect(canSubmitSignUp(complete({ gender: '' }), NOW)).toBe(false);
  });

  it('§5 the personal-data consent (connection_2) is required; the newsletter one is not', () => {
    expect(validateSignUp(complete({ connection_2: false }), NOW)).toEqual({ connection_2: 'validation.required' });
    expect(canSubmitSignUp(complete({ connection_3: false }), NOW)).toBe(true);
  });

  it('§5 a bad birth date shows date.1 and keeps submit disabled', () => {
    expect(validateSignUp(complete({ birthDay: '31', birthMonth: '04' }), NOW)).toEqual({ birthDate: 'date.1' });
    expect(canSubmitSignUp(complete({ birthMonth: '' }), NOW)).toBe(false);
  });

  it('§3 + GDPR baseline: the form starts with no gender and every consent unticked (the spec pre-ticks M and the newsletter)', () => {
    const form = emptySignUpForm('x@y.it');
    expect([form.gender, form.connection_1, form.connection_2, form.connection_3, form.email]).toEqual(['', false, false, false, 'x@y.it']);
  });
});

describe('storefront §5 sign-in and account lookup', () => {
  it('§5 the sign-in button needs a valid e-mail and a non-empty password', () => {
    expect(canSignIn('anna@example.it', 'x')).toBe(true);
    expect(canSignIn('anna@example', 'x')).toBe(false);
    expect(canSignIn('anna@example.it', '')).toBe(false);
  });

  it('§5/§8 a lookup or reset e-mail longer than 40 characters says forgotPassword.7', () => {
    const long = `${'a'.repeat(30)}@example.it`;
    expect(long.length).toBeGreaterThan(40);
    expect(lookupEmailError(long)).toBe('forgotPassword.7');
    expect(lookupEmailError('anna@example.it')).toBeNull();
    expect(lookupEmailError('anna@')).toBe('validation.email');
  });
});

describe('account §5 password reset', () => {
  it('§5 both fields are required and must match (mesInformations.20)', () => {
    expect(validatePasswordReset({ password: '', confirmation: '' })).toBe('validation.required');
    expect(validatePasswordReset({ password: 'lino2026', confirmation: 'lino2025' })).toBe('mesInformations.20');
    expect(validatePasswordReset({ password: 'lino2026', confirmation: 'lino2026' })).toBeNull();
  });

  it('§5 + baseline (OWASP ASVS): a new password has 8 to 40 characters', () => {
    expect(validatePasswordReset({ password: 'lino202', confirmation: 'lino202' })).toBe('signup.inputErrors.password');
    const long = 'x'.repeat(41);
    expect(validatePasswordReset({ password: long, confirmation: long })).toBe('signup.inputErrors.password');
  });
});
