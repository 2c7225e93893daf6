/** Account §4 Addresses and §5 Address form through the API: the caller's own address book only. */
import type { Address } from '@trama/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerWithToken, type TestCustomer } from '../helpers/auth.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { italianAddress, saveAddress } from '../helpers/checkout-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();

const URL = '/api/external-secured/client-address';
const list = async (token: string): Promise<Address[]> => (await t.app.inject({ url: URL, headers: bearer(token) })).json();
const post = (token: string, payload: object) => t.app.inject({ method: 'POST', url: URL, payload, headers: bearer(token) });
const remove = (token: string, addressType: string, clientAddressId: number) =>
  t.app.inject({ method: 'DELETE', url: URL, query: { addressType, clientAddressId: String(clientAddressId) }, headers: bearer(token) });
const addressCount = async (webClientId: number) =>
  (await queryRows<{ n: number }>(t, 'select count(*)::int as n from client_addresses where web_client_id = $1', [webClientId]))[0]!.n;
/** §5 Address form: the address with `change` is 422 INVALID_ADDRESS naming `field` with `key`, and nothing is written. */
async function expectFieldRefused(customer: TestCustomer, change: Parameters<typeof italianAddress>[0], field: string, key: string) {
  const before = await addressCount(customer.webClientId);
  const res = await post(customer.token, italianAddress(change));
  expectApiError(res, 422, 'INVALID_ADDRESS');
  expect(res.json().fields).toMatchObject({ [field]: key });
  expect(await addressCount(customer.webClientId)).toBe(before);
}
const defaults = (addresses: Address[], type: string) => addresses.filter((a) => a.addressType === type && a.isDefault).map((a) => a.clientAddressId);

describe('account §4 Addresses: defaults', () => {
  let shopper: TestCustomer;
  beforeAll(async () => {
    shopper = await customerWithToken(t);
  });

  it('§4 Addresses: a new customer has no addresses; the first one added becomes the default even if not asked', async () => {
    expect(await list(shopper.token)).toEqual([]);
    const after = await saveAddress(t, shopper.token, italianAddress({ addressType: 'SHIP', isDefault: false }));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ addressType: 'SHIP', isDefault: true, webClientId: shopper.webClientId, email: shopper.email });
    expect(after[0]!.clientAddressId).toBeGreaterThan(0);
  });

  it('§4 Addresses: setting a new default unsets the previous one; one default per type', async () => {
    const [first] = await list(shopper.token);
    const second = await saveAddress(t, shopper.token, italianAddress({ addressType: 'SHIP', name: 'Marco Bianchi', isDefault: true }));
    const secondId = second.find((a) => a.name === 'Marco Bianchi')!.clientAddressId;
    expect(defaults(second, 'SHIP')).toEqual([secondId]);
    // A billing address does not touch the shipping default.
    const withBill = await saveAddress(t, shopper.token, italianAddress({ addressType: 'BILL', isDefault: false }));
    expect(defaults(withBill, 'SHIP')).toEqual([secondId]);
    expect(defaults(withBill, 'BILL')).toHaveLength(1);
    // Set the first one default again by editing it with isDefault true.
    const back = await saveAddress(t, shopper.token, italianAddress({ clientAddressId: first!.clientAddressId, addressType: 'SHIP', isDefault: true }));
    expect(defaults(back, 'SHIP')).toEqual([first!.clientAddressId]);
  });

  it('§4 Addresses: deleting the default makes the first remaining one of its type the default', async () => {
    const ship = (await list(shopper.token)).filter((a) => a.addressType === 'SHIP');
    const theDefault = ship.find((a) => a.isDefault)!;
    const other = ship.find((a) => !a.isDefault)!;
    const after = await remove(shopper.token, 'SHIP', theDefault.clientAddressId);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().map((a: Address) => a.clientAddressId)).not.toContain(theDefault.clientAddressId);
    expect(defaults(after.json(), 'SHIP')).toEqual([other.clientAddressId]);
    expect(defaults(after.json(), 'BILL')).toHaveLength(1);
  });

  it('§4 Addresses: the type in the delete must be the address type (else 404, nothing deleted)', async () => {
    const bill = (await list(shopper.token)).find((a) => a.addressType === 'BILL')!;
    const before = await addressCount(shopper.webClientId);
    expectApiError(await remove(shopper.token, 'SHIP', bill.clientAddressId), 404, 'ADDRESS_NOT_FOUND');
    expect(await addressCount(shopper.webClientId)).toBe(before);
  });
});

describe('account §5 Address form on the server', () => {
  let shopper: TestCustomer;
  beforeAll(async () => {
    shopper = await customerWithToken(t);
  });

  it('§5 Address form: zip left-padded to 5, names split at the first space, " ? ! ; stripped, country name filled', async () => {
    const [saved] = await saveAddress(
      t,
      shopper.token,
      italianAddress({ name: 'Maria Luisa Verdi', zip: '121', address1: 'Via "Dante"; 3!', city: 'Roma?', address2: 'RM' }),
    );
    expect(saved).toMatchObject({ firstName: 'Maria', lastName: 'Luisa Verdi', zip: '00121', address1: 'Via Dante 3', city: 'Roma', countryCode: 'IT' });
    expect(saved!.country).toMatch(/ital/i);
  });

  it.each([
    ['an empty name', { name: '' }, 'name', 'validation.required'],
    ['a zip with letters', { zip: '20A21' }, 'zip', 'date.1'],
    ['a city over 25 characters', { city: 'C'.repeat(26) }, 'city', 'address.invalid'],
    ['an address over 40 characters', { address1: 'V'.repeat(41) }, 'address1', 'address.invalid'],
    ['a country outside the list', { countryCode: 'US' }, 'countryCode', 'address.invalid'],
    ['a phone with letters', { phone: '02ABC' }, 'phone', 'address.invalid'],
  ])('§5 Address form: %s is 422 INVALID_ADDRESS with fields.%s and nothing is written', (_label, change, field, key) =>
    expectFieldRefused(shopper, change, field, key),
  );

  it('a malformed body (unknown type, missing field) is 400 VALIDATION_ERROR', async () => {
    expectApiError(await post(shopper.token, { ...italianAddress(), addressType: 'HOME' }), 400, 'VALIDATION_ERROR');
    const { city: _city, ...withoutCity } = italianAddress();
    expectApiError(await post(shopper.token, withoutCity), 400, 'VALIDATION_ERROR');
  });
});

describe("another customer's addresses (account §6: every account call checks the owner)", () => {
  let alice: TestCustomer;
  let bob: TestCustomer;
  let aliceShip: Address;
  beforeAll(async () => {
    alice = await customerWithToken(t);
    bob = await customerWithToken(t);
    aliceShip = (await saveAddress(t, alice.token, italianAddress({ name: 'Alice Prima' })))[0]!;
    await saveAddress(t, bob.token, italianAddress({ name: 'Bruno Secondo' }));
  });

  it("GET answers only the caller's addresses, whatever the query names", async () => {
    const bobs = (await t.app.inject({ url: `${URL}?webClientId=${alice.webClientId}`, headers: bearer(bob.token) })).json();
    expect(bobs.map((a: Address) => a.name)).toEqual(['Bruno Secondo']);
  });

  it("editing another customer's address id is 404 ADDRESS_NOT_FOUND and their address is unchanged", async () => {
    const res = await post(bob.token, italianAddress({ clientAddressId: aliceShip.clientAddressId, name: 'Rubata Davvero' }));
    expectApiError(res, 404, 'ADDRESS_NOT_FOUND');
    expect((await list(alice.token))[0]).toMatchObject({ clientAddressId: aliceShip.clientAddressId, name: 'Alice Prima' });
  });

  it("deleting another customer's address id is 404 ADDRESS_NOT_FOUND and it stays", async () => {
    expectApiError(await remove(bob.token, 'SHIP', aliceShip.clientAddressId), 404, 'ADDRESS_NOT_FOUND');
    expect(await list(alice.token)).toHaveLength(1);
  });

  it('a webClientId in the body does not move the address to that web client', async () => {
    const after = await saveAddress(t, bob.token, { ...italianAddress({ name: 'Bruno Terzo', isDefault: false }), webClientId: alice.webClientId } as never);
    expect(after.every((a) => a.webClientId === bob.webClientId)).toBe(true);
    expect(await list(alice.token)).toHaveLength(1);
  });

  it('without a token every address call is 401', async () => {
    expectApiError(await t.app.inject({ url: URL }), 401, 'UNAUTHORIZED');
    expectApiError(await t.app.inject({ method: 'POST', url: URL, payload: italianAddress() }), 401, 'UNAUTHORIZED');
  });
});

describe('demo seed', () => {
  it('the demo customer has a default Italian shipping and billing address on brand 3', async () => {
    const rows = await queryRows<{ addressType: string; isDefault: boolean; countryCode: string }>(
      t,
      `select a.address_type as "addressType", a.is_default as "isDefault", a.country_code as "countryCode" from client_addresses a
       join web_clients w on w.web_client_id = a.web_client_id join customers c on c.customer_id = w.customer_id
       where c.email = 'demo@trama.shop' and w.brand_id = 3 order by a.address_type`,
    );
    expect(rows).toEqual([
      { addressType: 'BILL', isDefault: true, countryCode: 'IT' },
      { addressType: 'SHIP', isDefault: true, countryCode: 'IT' },
    ]);
  });
});

describe('account §5 Address form: every rule again on the server (issue 14)', () => {
  let shopper: TestCustomer;
  beforeAll(async () => {
    shopper = await customerWithToken(t);
  });

  it.each([
    ['a name over 30 characters', { name: 'N'.repeat(31) }, 'name', 'address.invalid'],
    ['an empty phone', { phone: '' }, 'phone', 'validation.required'],
    ['an empty address1', { address1: ' ' }, 'address1', 'validation.required'],
    ['an empty city', { city: '' }, 'city', 'validation.required'],
    ['an empty zip', { zip: '' }, 'zip', 'validation.required'],
    ['an empty country', { countryCode: '' }, 'countryCode', 'validation.required'],
    ['no province for Italy', { address2: null }, 'address2', 'validation.required'],
    ['an unknown Italian province', { address2: 'XX' }, 'address2', 'address.invalid'],
    ['a zip of 6 digits', { zip: '201210' }, 'zip', 'address.invalid'],
    ['a phone with a +', { phone: '+390212345678' }, 'phone', 'address.invalid'],
    ['an apostrophe at the start', { name: "'Anna Rossi" }, 'name', 'address.invalid'],
    ['an apostrophe at the end', { city: "Sant'" }, 'city', 'address.invalid'],
    ['an address2 over 40 characters abroad', { countryCode: 'FR', address2: 'B'.repeat(41) }, 'address2', 'address.invalid'],
  ])('§5 Address form: %s is 422 INVALID_ADDRESS with fields.%s and nothing is written', (_label, change, field, key) =>
    expectFieldRefused(shopper, change, field, key),
  );

  it('§5 Address form: outside Italy address2 is optional; the country name comes from the list', async () => {
    const after = await saveAddress(t, shopper.token, italianAddress({ addressType: 'BILL', countryCode: 'de', address2: null, zip: '10115' }));
    expect(after.find((a) => a.addressType === 'BILL')).toMatchObject({ countryCode: 'DE', country: 'Germania', address2: null, zip: '10115' });
  });

  it("§5 Address form: a lower-case province is stored upper-case; the phone's spaces are dropped; an inner apostrophe is kept", async () => {
    const after = await saveAddress(t, shopper.token, italianAddress({ name: "Anna D'Amico", address2: 'to', phone: '011 123 4567', isDefault: false }));
    expect(after.find((a) => a.name === "Anna D'Amico")).toMatchObject({ address2: 'TO', phone: '0111234567', firstName: 'Anna', lastName: "D'Amico" });
  });

  it('§9 limits are inclusive: a 30-character name and a 25-character city are saved', async () => {
    const name = `Anna ${'R'.repeat(25)}`;
    const after = await saveAddress(t, shopper.token, italianAddress({ name, city: 'C'.repeat(25), isDefault: false }));
    expect(after.find((a) => a.name === name)).toMatchObject({ city: 'C'.repeat(25) });
  });
});

describe('account §4 Addresses: PUT …/:clientAddressId/default', () => {
  let alice: TestCustomer;
  let bob: TestCustomer;
  const makeDefault = (token: string, id: number, addressType: string) =>
    t.app.inject({ method: 'PUT', url: `${URL}/${id}/default`, query: { addressType }, headers: bearer(token) });

  beforeAll(async () => {
    alice = await customerWithToken(t);
    bob = await customerWithToken(t);
    await saveAddress(t, alice.token, italianAddress({ name: 'Alice Uno' }));
    await saveAddress(t, alice.token, italianAddress({ name: 'Alice Due', isDefault: false }));
    await saveAddress(t, alice.token, italianAddress({ addressType: 'BILL', name: 'Alice Fattura' }));
  });

  it('§4 setting a default unsets the previous one of the type and leaves the other type alone', async () => {
    const due = (await list(alice.token)).find((a) => a.name === 'Alice Due')!;
    const res = await makeDefault(alice.token, due.clientAddressId, 'SHIP');
    expect(res.statusCode, res.body).toBe(200);
    expect(defaults(res.json(), 'SHIP')).toEqual([due.clientAddressId]);
    expect(res.json().find((a: Address) => a.addressType === 'BILL').isDefault).toBe(true);
    // Nothing else of the address changed.
    expect(res.json().find((a: Address) => a.clientAddressId === due.clientAddressId)).toMatchObject({ ...due, isDefault: true });
  });

  it("§6 another customer's address, or the wrong type, is 404 ADDRESS_NOT_FOUND and no default moves", async () => {
    const aliceUno = (await list(alice.token)).find((a) => a.name === 'Alice Uno')!;
    const before = defaults(await list(alice.token), 'SHIP');
    expectApiError(await makeDefault(bob.token, aliceUno.clientAddressId, 'SHIP'), 404, 'ADDRESS_NOT_FOUND');
    expectApiError(await makeDefault(alice.token, aliceUno.clientAddressId, 'BILL'), 404, 'ADDRESS_NOT_FOUND');
    expect(defaults(await list(alice.token), 'SHIP')).toEqual(before);
  });

  it('without a token it is 401; a bad type is 400', async () => {
    expectApiError(await t.app.inject({ method: 'PUT', url: `${URL}/1/default?addressType=SHIP` }), 401, 'UNAUTHORIZED');
    expectApiError(await makeDefault(alice.token, 1, 'HOME'), 400, 'VALIDATION_ERROR');
  });
});
