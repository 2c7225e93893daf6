/** Storefront §3 Sign-up form and §5 sign-up rules: one check for the shell's form and the API. */
import { isValidEmail } from '../email.ts';
import { parseBirthDate } from './birth-date.ts';
import { isAcceptablePassword } from './credentials.ts';

/** Names: at least 2 characters (storefront §5), at most 30 (account §9 profile names). */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;

export interface SignUpForm {
  /** First name (the spec's field name). */
  username: string;
  userlastname: string;
  email: string;
  password: string;
  /** No default: the shopper chooses (storefront §3 says default M; docs/baseline-deviations.md). */
  gender: 'M' | 'F' | '';
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  preferredStoreId: number | null;
  /** Marketing / multi-site consent. */
  connection_1: boolean;
  /** Personal-data consent: required. */
  connection_2: boolean;
  /** Newsletter: unticked until the shopper ticks it (storefront §3 says ticked; GDPR: a pre-ticked box is not consent). */
  connection_3: boolean;
}

export type SignUpField = 'username' | 'userlastname' | 'email' | 'password' | 'gender' | 'birthDate' | 'connection_2';
export type SignUpErrors = Partial<Record<SignUpField, string>>;

export function emptySignUpForm(email = ''): SignUpForm {
  return {
    username: '',
    userlastname: '',
    email,
    password: '',
    gender: '',
    birthDay: '',
    birthMonth: '',
    birthYear: '',
    preferredStoreId: null,
    connection_1: false,
    connection_2: false,
    // Every consent starts unticked (GDPR art. 4(11), recital 32; docs/baseline-deviations.md).
    connection_3: false,
  };
}

export function isAcceptableName(name: string): boolean {
  const length = name.trim().length;
  return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH;
}

/** Field → message key (storefront §8: signup.inputErrors.*, date.1, validation.required). */
export function validateSignUp(form: SignUpForm, now: Date = new Date()): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!isAcceptableName(form.username)) errors.username = 'signup.inputErrors.username';
  if (!isAcceptableName(form.userlastname)) errors.userlastname = 'signup.inputErrors.lastname';
  if (!isValidEmail(form.email)) errors.email = 'validation.email';
  if (!isAcceptablePassword(form.password)) errors.password = 'signup.inputErrors.password';
  if (form.gender !== 'M' && form.gender !== 'F') errors.gender = 'validation.required';
  const birth = { day: form.birthDay, month: form.birthMonth, year: form.birthYear };
  if (parseBirthDate(birth, now) === null) errors.birthDate = 'date.1';
  if (!form.connection_2) errors.connection_2 = 'validation.required';
  return errors;
}

/** Storefront §5: submit is enabled only when every rule holds. */
export function canSubmitSignUp(form: SignUpForm, now: Date = new Date()): boolean {
  return Object.keys(validateSignUp(form, now)).length === 0;
}
