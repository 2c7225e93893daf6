import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('e-mail format', () => {
  it('§5 accepts a local part, an @, a dotted domain and a top-level part of 2+ characters', () => {
    for (const ok of ['mario.rossi@example.it', 'a+b@mail.co.uk', 'x@y.fr', '  anna@trama.com  ']) {
      expect({ ok, valid: isValidEmail(ok) }).toEqual({ ok, valid: true });
    }
  });

  it('refuses an address longer than the API stores (254)', () => {
    expect(isValidEmail(`${'a'.repeat(245)}@trama.it`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(246)}@trama.it`)).toBe(false);
  });

  it('§5 refuses spaces or brackets in the local part, a missing @, an undotted domain, a 1-letter TLD', () => {
    for (const bad of ['mario rossi@example.it', 'mario(x)@example.it', '<mario>@example.it', 'mario[1]@example.it', 'mario.example.it', 'mario@example', 'mario@example.i', 'mario@.it', '@example.it', 'a@b@c.it', '', null, undefined]) {
      expect({ bad, valid: isValidEmail(bad) }).toEqual({ bad, valid: false });
    }
  });
});


describe('§5 e-mail format (cases the API refuses)', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['anna@example.it', 'anna.rossi+news@mail.example.co.uk', "o'neil@example.ie"]) expect(isValidEmail(email), email).toBe(true);
  });

  it('refuses spaces, brackets, a dotless domain and a one-letter top-level part', () => {
    for (const email of ['anna rossi@example.it', 'anna<x>@example.it', 'anna@example', 'anna@example.i', 'anna@@example.it', 'anna@.it', '']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});
