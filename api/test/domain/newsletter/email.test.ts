import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../src/domain/newsletter/email.ts';

describe('§5 e-mail format', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['anna@example.it', 'anna.rossi+news@mail.example.co.uk', "o'neil@example.ie"]) expect(isValidEmail(email), email).toBe(true);
  });

  it('refuses spaces, brackets, a dotless domain and a one-letter top-level part', () => {
    for (const email of ['anna rossi@example.it', 'anna<x>@example.it', 'anna@example', 'anna@example.i', 'anna@@example.it', 'anna@.it', '']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});
