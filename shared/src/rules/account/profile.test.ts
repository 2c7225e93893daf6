import { describe, expect, it } from 'vitest';
import { toProfileUpdate, validateProfile, validateProfileUpdate, type ProfileForm } from './profile.ts';

const now = new Date('2026-06-15T10:00:00Z');
const form: ProfileForm = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  gender: 'F',
  birthDay: '07',
  birthMonth: '03',
  birthYear: '1988',
  preferredStoreId: 101,
  newsletter: false,
  partners: false,
};

describe('profile (account §5 Profile)', () => {
  it('§5 a complete profile is valid', () => {
    expect(validateProfile(form, now)).toEqual({});
  });

  it('§5 lastName and firstName are required, at most 30 each', () => {
    expect(validateProfile({ ...form, firstName: ' ', lastName: '' }, now)).toMatchObject({ firstName: 'validation.required', lastName: 'validation.required' });
    expect(validateProfile({ ...form, firstName: 'G'.repeat(30), lastName: 'B'.repeat(30) }, now)).toEqual({});
    expect(validateProfile({ ...form, firstName: 'G'.repeat(31), lastName: 'B'.repeat(31) }, now)).toEqual({
      firstName: 'signup.inputErrors.username',
      lastName: 'signup.inputErrors.lastname',
    });
  });

  it('§3 gender is F or M', () => {
    expect(validateProfile({ ...form, gender: '' }, now).gender).toBe('validation.required');
    expect(validateProfileUpdate({ ...toProfileUpdate(form, now), gender: 'X' as never }, now).gender).toBe('validation.required');
  });

  it('§5 day and month are required; two digits each, else date.1', () => {
    expect(validateProfile({ ...form, birthDay: '' }, now).birthdate).toBe('validation.required');
    expect(validateProfile({ ...form, birthMonth: '' }, now).birthdate).toBe('validation.required');
    expect(validateProfile({ ...form, birthDay: '7' }, now).birthdate).toBe('date.1');
    expect(validateProfile({ ...form, birthDay: '32' }, now).birthdate).toBe('date.1');
    expect(validateProfile({ ...form, birthMonth: '13' }, now).birthdate).toBe('date.1');
    expect(validateProfile({ ...form, birthDay: '31', birthMonth: '02' }, now).birthdate).toBe('date.1');
  });

  it('§5 year four digits from 1900 to the current year; blank means 1900', () => {
    expect(validateProfile({ ...form, birthYear: '1899' }, now).birthdate).toBe('date.1');
    expect(validateProfile({ ...form, birthYear: '2027' }, now).birthdate).toBe('date.1');
    expect(validateProfile({ ...form, birthYear: '88' }, now).birthdate).toBe('date.1');
    expect(validateProfile({ ...form, birthYear: '' }, now)).toEqual({});
    expect(toProfileUpdate({ ...form, birthYear: '' }, now).birthdate).toBe('1900-03-07');
  });

  it('§5 a preferred store is required', () => {
    expect(validateProfile({ ...form, preferredStoreId: null }, now).preferredStoreId).toBe('validation.required');
  });

  it('§3 opt-ins are sent as Y or N, N unless ticked; the e-mail is never part of the update', () => {
    const update = toProfileUpdate(form, now);
    expect(update.webClientRequest).toEqual({ preferredStoreId: 101, multisiteOptin: 'N', newsOptin: 'N' });
    expect(toProfileUpdate({ ...form, newsletter: true, partners: true }, now).webClientRequest).toMatchObject({ multisiteOptin: 'Y', newsOptin: 'Y' });
    expect(update).not.toHaveProperty('email');
    expect(update).toMatchObject({ firstName: 'Giulia', lastName: 'Bianchi', gender: 'F', birthdate: '1988-03-07' });
  });

  it('§5 on the API side: a malformed ISO date is date.1 and an opt-in other than Y/N is refused', () => {
    const update = toProfileUpdate(form, now);
    expect(validateProfileUpdate(update, now)).toEqual({});
    expect(validateProfileUpdate({ ...update, birthdate: '07/03/1988' }, now).birthdate).toBe('date.1');
    const yes = { ...update, webClientRequest: { ...update.webClientRequest, newsOptin: 'yes' as never } };
    expect(validateProfileUpdate(yes, now).newsOptin).toBe('validation.required');
  });
});
