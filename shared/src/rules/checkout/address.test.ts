import { describe, expect, it } from 'vitest';
import type { AddressInput } from '../../contract/checkout.ts';
import { ITALIAN_PROVINCES, defaultCountryFor, normalizeAddress, sanitizeAddressText, shippingCountryAllowed, validateAddress } from './address.ts';

const valid: AddressInput = {
  clientAddressId: 0,
  addressType: 'SHIP',
  name: 'Giulia Bianchi',
  address1: 'Via della Spiga 12',
  address2: 'MI',
  city: 'Milano',
  zip: '20121',
  countryCode: 'IT',
  phone: '3331234567',
};

describe('address form (account §5)', () => {
  it('§5 a complete Italian address is valid', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it('§5 name, phone, address1, city, zip and country are required; empty ones are flagged', () => {
    const errors = validateAddress({ ...valid, name: ' ', phone: '', address1: '', city: '', zip: '', countryCode: '' });
    expect(errors).toMatchObject({
      name: 'validation.required',
      phone: 'validation.required',
      address1: 'validation.required',
      city: 'validation.required',
      zip: 'validation.required',
      countryCode: 'validation.required',
    });
  });

  it('§5 address2 is required in Italy (the province) and optional elsewhere', () => {
    expect(validateAddress({ ...valid, address2: null }).address2).toBe('validation.required');
    expect(validateAddress({ ...valid, countryCode: 'FR', address2: null, zip: '75001' })).toEqual({});
    expect(validateAddress({ ...valid, address2: 'XX' }).address2).toBe('address.invalid');
    expect(ITALIAN_PROVINCES).toHaveLength(112);
  });

  it('§5 a zip with non-digits shows date.1; more than 5 digits is invalid', () => {
    expect(validateAddress({ ...valid, zip: '20A21' }).zip).toBe('date.1');
    expect(validateAddress({ ...valid, zip: '201210' }).zip).toBe('address.invalid');
  });

  it('§5 limits: name 30, city 25, other fields 40; an apostrophe at the start or end is invalid', () => {
    expect(validateAddress({ ...valid, name: 'x'.repeat(31) }).name).toBe('address.invalid');
    expect(validateAddress({ ...valid, city: 'x'.repeat(26) }).city).toBe('address.invalid');
    expect(validateAddress({ ...valid, address1: 'x'.repeat(41) }).address1).toBe('address.invalid');
    expect(validateAddress({ ...valid, address1: "'Via Roma" }).address1).toBe('address.invalid');
    expect(validateAddress({ ...valid, city: "Sant'Angelo" })).toEqual({});
  });

  it('§5 the phone is digits only; an unknown country is refused', () => {
    expect(validateAddress({ ...valid, phone: '333-123' }).phone).toBe('address.invalid');
    expect(validateAddress({ ...valid, countryCode: 'US' }).countryCode).toBe('address.invalid');
  });

  it('§5 " ? ! ; are stripped; the zip is padded to 5; §4 the name is split at the first space', () => {
    expect(sanitizeAddressText('Via "Roma"; 1?!')).toBe('Via Roma 1');
    const saved = normalizeAddress({ ...valid, name: 'Giulia Maria Bianchi!', zip: '121', countryCode: 'it', address2: 'mi' });
    expect(saved).toMatchObject({ zip: '00121', firstName: 'Giulia', lastName: 'Maria Bianchi', countryCode: 'IT', country: 'Italia', address2: 'MI' });
  });

  it('§5 default country: FR France, DE Germany, IT Italy, otherwise France', () => {
    expect(['FR', 'DE', 'IT', 'ES', ''].map(defaultCountryFor)).toEqual(['FR', 'DE', 'IT', 'FR', 'FR']);
  });

  it('§5 a shipping country other than the shop country is refused unless foreign delivery is on', () => {
    expect(shippingCountryAllowed('IT', 'IT', false)).toBe(true);
    expect(shippingCountryAllowed('FR', 'IT', false)).toBe(false);
    expect(shippingCountryAllowed('FR', 'IT', true)).toBe(true);
  });
});

describe('address form audit (account §5, §9, issue 14)', () => {
  it('§5 phone digits only: spaces between groups are dropped on save, a + or a dash is refused', () => {
    expect(validateAddress({ ...valid, phone: '333 123 4567' })).toEqual({});
    expect(normalizeAddress({ ...valid, phone: '333 123 4567' }).phone).toBe('3331234567');
    expect(validateAddress({ ...valid, phone: '+393331234567' }).phone).toBe('address.invalid');
    expect(validateAddress({ ...valid, phone: '333-1234567' }).phone).toBe('address.invalid');
  });

  it('§9 limits are inclusive: name 30, city 25, zip 5, address 40 are accepted', () => {
    const atLimit = { ...valid, name: 'N'.repeat(30), city: 'C'.repeat(25), zip: '12345', address1: 'A'.repeat(40), phone: '1'.repeat(40) };
    expect(validateAddress(atLimit)).toEqual({});
    expect(validateAddress({ ...valid, phone: '1'.repeat(41) }).phone).toBe('address.invalid');
    expect(validateAddress({ ...valid, countryCode: 'FR', address2: 'B'.repeat(41) }).address2).toBe('address.invalid');
  });

  it('§5 the limits count what is left once " ? ! ; are stripped', () => {
    expect(validateAddress({ ...valid, city: `${'C'.repeat(25)}!!!` })).toEqual({});
    expect(normalizeAddress({ ...valid, city: `${'C'.repeat(25)}!!!` }).city).toBe('C'.repeat(25));
  });

  it('§5 apostrophe rule: a typographic or straight apostrophe at either edge is invalid, inside it is fine', () => {
    expect(validateAddress({ ...valid, name: "Anna D'Amico" })).toEqual({});
    expect(validateAddress({ ...valid, name: "Anna Rossi'" }).name).toBe('address.invalid');
    expect(validateAddress({ ...valid, city: '’Milano' }).city).toBe('address.invalid');
    // Stripping happens first: the apostrophe left at the edge still counts.
    expect(validateAddress({ ...valid, address1: "Via Roma'!" }).address1).toBe('address.invalid');
  });

  it('§5 countries: the eleven of the list are accepted, in lower case too, and stored with their name', () => {
    for (const code of ['IT', 'FR', 'AT', 'MC', 'DE', 'CH', 'BE', 'PT', 'NL', 'LU', 'ES']) {
      const address2 = code === 'IT' ? 'MI' : null;
      expect(validateAddress({ ...valid, countryCode: code.toLowerCase(), address2 }), code).toEqual({});
    }
    expect(normalizeAddress({ ...valid, countryCode: 'de', address2: null })).toMatchObject({ countryCode: 'DE', country: 'Germania', address2: null });
  });

  it('§5 Italian province: a known code in any case is stored upper-case; outside Italy address2 is free text', () => {
    expect(validateAddress({ ...valid, address2: 'rm' })).toEqual({});
    expect(normalizeAddress({ ...valid, address2: 'rm' }).address2).toBe('RM');
    expect(normalizeAddress({ ...valid, countryCode: 'FR', address2: 'Bâtiment B' }).address2).toBe('Bâtiment B');
    expect(new Set(ITALIAN_PROVINCES).size).toBe(112);
  });

  it('§5 zip: an empty zip is required, not date.1; five digits stay as typed', () => {
    expect(validateAddress({ ...valid, zip: '' }).zip).toBe('validation.required');
    expect(normalizeAddress({ ...valid, zip: '00100' }).zip).toBe('00100');
  });

  it('§4 the name without a space is all first name', () => {
    expect(normalizeAddress({ ...valid, name: 'Cher' })).toMatchObject({ firstName: 'Cher', lastName: '' });
  });
});
