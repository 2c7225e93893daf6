/** Account §5 Address form, §4 Addresses: the rules the address popup and the API both apply. */
import type { AddressInput } from '../../contract/checkout.ts';

export interface AddressCountry {
  code: string;
  name: string;
}

/** §5 Countries, in the form's order (names in Italian, the shop's first language). */
export const ADDRESS_COUNTRIES: readonly AddressCountry[] = [
  { code: 'IT', name: 'Italia' },
  { code: 'FR', name: 'Francia' },
  { code: 'AT', name: 'Austria' },
  { code: 'MC', name: 'Monaco' },
  { code: 'DE', name: 'Germania' },
  { code: 'CH', name: 'Svizzera' },
  { code: 'BE', name: 'Belgio' },
  { code: 'PT', name: 'Portogallo' },
  { code: 'NL', name: 'Paesi Bassi' },
  { code: 'LU', name: 'Lussemburgo' },
  { code: 'ES', name: 'Spagna' },
];

/**
 * §5: Italian province codes for the address2 dropdown when the country is Italy, 112 as the spec
 * counts: the current sigle plus codes still found on older addresses (CI, OG, OT, VS of Sardinia
 * and Forlì's FO). See docs/checkout-rules.md.
 */
export const ITALIAN_PROVINCES: readonly string[] = [
  'AG', 'AL', 'AN', 'AO', 'AP', 'AQ', 'AR', 'AT', 'AV', 'BA', 'BG', 'BI', 'BL', 'BN', 'BO', 'BR', 'BS', 'BT', 'BZ',
  'CA', 'CB', 'CE', 'CH', 'CI', 'CL', 'CN', 'CO', 'CR', 'CS', 'CT', 'CZ', 'EN', 'FC', 'FE', 'FG', 'FI', 'FM', 'FO',
  'FR', 'GE', 'GO', 'GR', 'IM', 'IS', 'KR', 'LC', 'LE', 'LI', 'LO', 'LT', 'LU', 'MB', 'MC', 'ME', 'MI', 'MN', 'MO',
  'MS', 'MT', 'NA', 'NO', 'NU', 'OG', 'OR', 'OT', 'PA', 'PC', 'PD', 'PE', 'PG', 'PI', 'PN', 'PO', 'PR', 'PT', 'PU',
  'PV', 'PZ', 'RA', 'RC', 'RE', 'RG', 'RI', 'RM', 'RN', 'RO', 'SA', 'SI', 'SO', 'SP', 'SR', 'SS', 'SU', 'SV', 'TA',
  'TE', 'TN', 'TO', 'TP', 'TR', 'TS', 'TV', 'UD', 'VA', 'VB', 'VC', 'VE', 'VI', 'VR', 'VS', 'VT', 'VV',
];

/** §5 / §9: name 30, city 25, zip 5, every other field 40. */
export const ADDRESS_LIMITS = { name: 30, city: 25, zip: 5, other: 40 } as const;

export type AddressField = 'name' | 'phone' | 'address1' | 'address2' | 'city' | 'zip' | 'countryCode';

const REQUIRED = 'validation.required';
const INVALID = 'address.invalid';
/** §5: typing non-digits in the zip shows the date.1 message. */
const BAD_ZIP = 'date.1';

/** §5: the characters " ? ! ; are stripped from every input. */
export function sanitizeAddressText(value: string): string {
  return String(value ?? '').replace(/["?!;]/g, '');
}

/** §5: an apostrophe at the start or the end marks the field invalid. */
const apostropheAtEdge = (value: string) => /^['’]|['’]$/.test(value);

function limitOf(field: AddressField): number {
  if (field === 'name') return ADDRESS_LIMITS.name;
  if (field === 'city') return ADDRESS_LIMITS.city;
  if (field === 'zip') return ADDRESS_LIMITS.zip;
  return ADDRESS_LIMITS.other;
}

const clean = (value: string | null | undefined) => sanitizeAddressText(value ?? '').trim();

/** Every invalid field with its message key; empty when the address can be saved. */
export function validateAddress(input: AddressInput): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  const country = clean(input.countryCode).toUpperCase();
  const italy = country === 'IT';
  const fields: AddressField[] = ['name', 'phone', 'address1', 'address2', 'city', 'zip', 'countryCode'];
  for (const field of fields) {
    const value = clean(input[field]);
    const required = field !== 'address2' || italy;
    if (!value) {
      if (required) errors[field] = REQUIRED;
      continue;
    }
    if (value.length > limitOf(field) || apostropheAtEdge(value)) errors[field] = INVALID;
  }
  const zip = clean(input.zip);
  if (zip && !/^\d+$/.test(zip)) errors.zip = BAD_ZIP;
  // §5 "phone digits only": spaces typed between groups are dropped, a + or a dash is refused.
  const phone = clean(input.phone).replace(/\s+/g, '');
  if (phone && !/^\d+$/.test(phone)) errors.phone = INVALID;
  if (country && !ADDRESS_COUNTRIES.some((c) => c.code === country)) errors.countryCode = INVALID;
  const province = clean(input.address2).toUpperCase();
  if (italy && province && !ITALIAN_PROVINCES.includes(province)) errors.address2 = INVALID;
  return errors;
}

/** §4: firstName and lastName are split from the name at the first space. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** What is stored: sanitised and trimmed, zip left-padded to 5 digits, the name split, the country named. */
export function normalizeAddress(input: AddressInput): AddressInput & { firstName: string; lastName: string; country: string } {
  const countryCode = clean(input.countryCode).toUpperCase();
  const italy = countryCode === 'IT';
  const name = clean(input.name);
  const address2 = clean(input.address2);
  const zip = clean(input.zip);
  return {
    ...input,
    name,
    phone: clean(input.phone).replace(/\s+/g, ''),
    address1: clean(input.address1),
    address2: address2 ? (italy ? address2.toUpperCase() : address2) : null,
    city: clean(input.city),
    zip: /^\d+$/.test(zip) ? zip.padStart(ADDRESS_LIMITS.zip, '0') : zip,
    countryCode,
    country: ADDRESS_COUNTRIES.find((c) => c.code === countryCode)?.name ?? countryCode,
    ...splitName(name),
  };
}

/** §5: the default country from the site's: FR France, DE Germany, IT Italy, otherwise France. */
export function defaultCountryFor(siteCountry: string): string {
  const code = String(siteCountry ?? '').toUpperCase();
  return code === 'FR' || code === 'DE' || code === 'IT' ? code : 'FR';
}

/** §5: a shipping country other than the shop's is refused unless foreign delivery is on (payment.12). */
export function shippingCountryAllowed(shipCountryCode: string, shopCountryCode: string, foreignDeliveryEnabled: boolean): boolean {
  if (foreignDeliveryEnabled) return true;
  return String(shipCountryCode ?? '').toUpperCase() === String(shopCountryCode ?? '').toUpperCase();
}
