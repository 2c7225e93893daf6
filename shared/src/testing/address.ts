import type { Address } from '../contract/index.ts';

/** A saved address as GET /api/external-secured/client-address lists it: Ada's default shipping address. */
export function savedAddress(overrides: Partial<Address> = {}): Address {
  return {
    clientAddressId: 1,
    webClientId: 77,
    addressType: 'SHIP',
    name: 'Ada Rossi',
    firstName: 'Ada',
    lastName: 'Rossi',
    address1: 'Via Roma 1',
    address2: 'MI',
    city: 'Milano',
    zip: '20121',
    country: 'Italia',
    countryCode: 'IT',
    phone: '3331234567',
    email: 'ada@example.com',
    isDefault: true,
    ...overrides,
  };
}
