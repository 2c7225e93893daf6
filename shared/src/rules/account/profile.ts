/**
 * Account §5 Profile: one check for the "my data" form and the API. Names required, at most 30;
 * the e-mail is read only (never part of an update); gender F or M; day and month two digits,
 * the year four digits from 1900 to this year (1900 when left blank), else date.1; a preferred
 * store is required; the opt-ins are sent as Y or N and never start ticked.
 */
import type { ProfileField, ProfileUpdateRequest, YesNo } from '../../contract/profile.ts';
import { FIRST_BIRTH_YEAR, parseBirthDate } from '../auth/birth-date.ts';

/** §5 / §9: profile names at most 30. */
export const PROFILE_NAME_MAX_LENGTH = 30;

export interface ProfileForm {
  firstName: string;
  lastName: string;
  gender: 'F' | 'M' | '';
  birthDay: string;
  birthMonth: string;
  /** Blank means 1900 (§5). */
  birthYear: string;
  preferredStoreId: number | null;
  /** The newsletter box (newsOptin). */
  newsletter: boolean;
  /** The partner / multisite box (multisiteOptin). */
  partners: boolean;
}

export type ProfileErrors = Partial<Record<ProfileField, string>>;

const REQUIRED = 'validation.required';
const BAD_DATE = 'date.1';
const NAME_KEYS = { firstName: 'signup.inputErrors.username', lastName: 'signup.inputErrors.lastname' } as const;

/** §3: the boxes are sent as Y or N; anything but a tick is N (never defaulted to Y). */
export const toYesNo = (ticked: boolean): YesNo => (ticked ? 'Y' : 'N');

function nameError(value: string, field: 'firstName' | 'lastName'): string | undefined {
  const trimmed = String(value ?? '').trim();
  if (!trimmed) return REQUIRED;
  return trimmed.length > PROFILE_NAME_MAX_LENGTH ? NAME_KEYS[field] : undefined;
}

/** Field → message key; empty when the form can be sent. */
export function validateProfile(form: ProfileForm, now: Date = new Date()): ProfileErrors {
  const errors: ProfileErrors = {};
  const first = nameError(form.firstName, 'firstName');
  if (first) errors.firstName = first;
  const last = nameError(form.lastName, 'lastName');
  if (last) errors.lastName = last;
  if (form.gender !== 'F' && form.gender !== 'M') errors.gender = REQUIRED;
  if (!form.birthDay.trim() || !form.birthMonth.trim()) errors.birthdate = REQUIRED;
  else if (parseBirthDate({ day: form.birthDay, month: form.birthMonth, year: form.birthYear }, now) === null) errors.birthdate = BAD_DATE;
  if (form.preferredStoreId === null || !Number.isInteger(form.preferredStoreId) || form.preferredStoreId < 1) errors.preferredStoreId = REQUIRED;
  return errors;
}

/** The update payload of a valid form (§3 Profile update payload); the e-mail is never sent. */
export function toProfileUpdate(form: ProfileForm, now: Date = new Date()): ProfileUpdateRequest {
  const birthdate = parseBirthDate({ day: form.birthDay, month: form.birthMonth, year: form.birthYear }, now) ?? '';
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    gender: form.gender === 'M' ? 'M' : 'F',
    birthdate,
    webClientRequest: { preferredStoreId: form.preferredStoreId, multisiteOptin: toYesNo(form.partners), newsOptin: toYesNo(form.newsletter) },
  };
}

/** The same rules on what an API client sent (birthdate YYYY-MM-DD, opt-ins exactly Y or N). */
export function validateProfileUpdate(request: ProfileUpdateRequest, now: Date = new Date()): ProfileErrors {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(request.birthdate ?? ''));
  const errors = validateProfile(
    {
      firstName: request.firstName,
      lastName: request.lastName,
      gender: request.gender === 'F' || request.gender === 'M' ? request.gender : '',
      // A malformed date is date.1, not "day missing".
      birthDay: iso ? iso[3]! : 'xx',
      birthMonth: iso ? iso[2]! : 'xx',
      birthYear: iso ? iso[1]! : String(FIRST_BIRTH_YEAR),
      preferredStoreId: request.webClientRequest?.preferredStoreId ?? null,
      newsletter: false,
      partners: false,
    },
    now,
  );
  const web = request.webClientRequest;
  if (web?.newsOptin !== 'Y' && web?.newsOptin !== 'N') errors.newsOptin = REQUIRED;
  if (web?.multisiteOptin !== 'Y' && web?.multisiteOptin !== 'N') errors.multisiteOptin = REQUIRED;
  return errors;
}
