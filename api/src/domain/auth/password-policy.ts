/**
 * The policy for every new password (registration, reset finish, change), stricter than the
 * spec's "at least 4 characters": 8 to 40 characters and not one of the 10,000 most common
 * passwords (OWASP ASVS 2.1.1 / 2.1.7, NIST SP 800-63B §5.1.1.2; architecture §7,
 * docs/baseline-deviations.md). Sign-in never checks it: older accounts keep signing in.
 * The list (common-passwords.txt, provenance and MIT licence beside it) stays on the server;
 * the browser only checks the length.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMMON_PASSWORD_MESSAGE_KEY, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@trama/shared/rules';
import { badRequest } from '../errors.ts';

const COMMON_PASSWORDS_FILE = path.join(import.meta.dirname, 'common-passwords.txt');

let common: ReadonlySet<string> | undefined;

/** Read on first use (77 KB, about 10,000 entries), then kept; entries are lower-case. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0),
  );
  return common;
}

/** Case-insensitive: "Password1" is as guessable as "password1". */
export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/** 400 PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG / PASSWORD_TOO_COMMON, each with the message key the forms show. */
export function assertNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw badRequest('PASSWORD_TOO_SHORT', `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`, 'signup.inputErrors.password');
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw badRequest('PASSWORD_TOO_LONG', `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`, 'signup.inputErrors.password');
  }
  if (isCommonPassword(password)) {
    throw badRequest('PASSWORD_TOO_COMMON', 'This password is among the most common ones: choose another.', COMMON_PASSWORD_MESSAGE_KEY);
  }
}
