import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES } from './address.ts';
import { addressCountryName, countryCodeOf, countryName } from './country-names.ts';

describe('[29.13] country names in the reader\'s language', () => {
  it('every country of the address form has a name in each of the five languages', () => {
    for (const { code, name } of ADDRESS_COUNTRIES) {
      expect(countryName(code, 'it')).toBe(name);
      for (const language of ['en', 'fr', 'de', 'es']) expect(countryName(code, language)).not.toBe(code);
    }
    expect(['en', 'de', 'fr', 'es'].map((l) => countryName('NL', l))).toEqual(['Netherlands', 'Niederlande', 'Pays-Bas', 'Países Bajos']);
  });

  it('an address shows its country by code, else by the name it was saved with, in the reader\'s language', () => {
    expect(addressCountryName({ countryCode: 'IT', country: 'Italia' }, 'en')).toBe('Italy');
    expect(addressCountryName({ country: 'Paesi Bassi' }, 'de')).toBe('Niederlande');
    expect(addressCountryName({ country: 'Atlantide' }, 'de')).toBe('Atlantide');
    expect(countryCodeOf('Deutschland')).toBe('DE');
    expect(countryCodeOf('xx')).toBe('');
  });
});
