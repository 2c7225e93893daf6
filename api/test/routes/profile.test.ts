/** Account §5 Profile through the API: GET web-clients and POST web-clients/profile, the caller's own profile only. */
import type { AccountProfile, ProfileUpdateRequest } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/db/seed/customers.ts';
import { bearer, registerAndActivate, signIn } from '../helpers/auth.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { expectApiError } from '../helpers/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROFILE = '/api/external-secured/web-clients';
const read = async (token: string): Promise<AccountProfile> => (await t.app.inject({ url: PROFILE, headers: bearer(token) })).json();
const update = (token: string, payload: object) => t.app.inject({ method: 'POST', url: `${PROFILE}/profile`, payload, headers: bearer(token) });

const body = (overrides: Partial<ProfileUpdateRequest> = {}): ProfileUpdateRequest => ({
  firstName: 'Giulia',
  lastName: 'Verdi',
  gender: 'F',
  birthdate: '1985-11-02',
  webClientRequest: { preferredStoreId: 102, multisiteOptin: 'N', newsOptin: 'N' },
  ...overrides,
});
const subscriptions = async (email: string) =>
  (await queryRows<{ n: number }>(t, 'select count(*)::int as n from newsletter_subscriptions where email = $1 and brand_id = 3', [email]))[0]!.n;

describe('GET /api/external-secured/web-clients (account §3 Web client profile)', () => {
  it('§3 carries the profile: names, gender, read-only e-mail, birthDate, store and the opt-ins as Y/N with their dates', async () => {
    const shopper = await registerAndActivate(t, { firstName: 'Anna', lastName: 'Rossi', gender: 'F', birthdate: '1990-05-17' });
    expect(await read(shopper.token)).toMatchObject({
      firstName: 'Anna',
      lastName: 'Rossi',
      gender: 'F',
      email: shopper.email,
      birthDate: '1990-05-17',
      preferredStoreId: null,
      newsOptin: 'N',
      multisiteOptin: 'N',
      newsOptinDate: null,
      multisiteOptInDate: null,
      brandId: 3,
      discountCodes: expect.any(Array),
      webClientId: expect.any(Number),
    });
  });

  it('the demo customer has the newsletter opt-in with its date', async () => {
    const profile = await read(await signIn(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
    expect(profile).toMatchObject({ email: 'demo@trama.shop', newsOptin: 'Y', newsOptinDate: expect.any(String), multisiteOptin: 'Y' });
  });
});

describe('POST /api/external-secured/web-clients/profile (account §5 Profile)', () => {
  it('§5 saves the profile and answers it; the e-mail (read only), webClientId and brandId in the body are ignored', async () => {
    const shopper = await registerAndActivate(t);
    const before = await read(shopper.token);
    const res = await update(shopper.token, { ...body(), email: 'altro@example.com', webClientId: 1, brandId: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { firstName: 'Giulia', lastName: 'Verdi', gender: 'F', birthDate: '1985-11-02', preferredStoreId: 102, email: shopper.email };
    expect(res.json()).toMatchObject({ ...expected, webClientId: before.webClientId, brandId: 3 });
    expect(await read(shopper.token)).toMatchObject(expected);
  });

  it.each([
    ['an empty first name', { firstName: ' ' }, 'firstName', 'validation.required'],
    ['a last name over 30', { lastName: 'V'.repeat(31) }, 'lastName', 'signup.inputErrors.lastname'],
    ['a first name over 30', { firstName: 'G'.repeat(31) }, 'firstName', 'signup.inputErrors.username'],
    ['a day 32', { birthdate: '1985-11-32' }, 'birthdate', 'date.1'],
    ['a 31 February', { birthdate: '1985-02-31' }, 'birthdate', 'date.1'],
    ['a year before 1900', { birthdate: '1899-12-31' }, 'birthdate', 'date.1'],
    ['a year after this one', { birthdate: `${new Date().getUTCFullYear() + 1}-01-01` }, 'birthdate', 'date.1'],
    ['a date not YYYY-MM-DD', { birthdate: '02/11/1985' }, 'birthdate', 'date.1'],
    ['no preferred store', { webClientRequest: { preferredStoreId: null, multisiteOptin: 'N', newsOptin: 'N' } }, 'preferredStoreId', 'validation.required'],
    ['a store that does not exist', { webClientRequest: { preferredStoreId: 999, multisiteOptin: 'N', newsOptin: 'N' } }, 'preferredStoreId', 'validation.required'],
    ['a depot (type G)', { webClientRequest: { preferredStoreId: 110, multisiteOptin: 'N', newsOptin: 'N' } }, 'preferredStoreId', 'validation.required'],
  ] as const)('§5 %s is 422 INVALID_PROFILE with fields.%s and nothing is written', async (_label, change, field, key) => {
    const shopper = await registerAndActivate(t, { firstName: 'Prima', lastName: 'Volta' });
    const res = await update(shopper.token, body(change as Partial<ProfileUpdateRequest>));
    expectApiError(res, 422, 'INVALID_PROFILE');
    expect(res.json()).toMatchObject({ messageKey: 'alertMessage.1', fields: { [field]: key } });
    expect(await read(shopper.token)).toMatchObject({ firstName: 'Prima', lastName: 'Volta', preferredStoreId: null });
  });

  it('§3 gender other than F/M and opt-ins other than Y/N are 400 VALIDATION_ERROR', async () => {
    const shopper = await registerAndActivate(t);
    expectApiError(await update(shopper.token, { ...body(), gender: 'X' }), 400, 'VALIDATION_ERROR');
    expectApiError(await update(shopper.token, body({ webClientRequest: { preferredStoreId: 102, multisiteOptin: 'N', newsOptin: true as never } })), 400, 'VALIDATION_ERROR');
  });

  it('§3 opt-ins are stored as sent, never defaulted to Y; each date is set when it goes to Y and cleared with N', async () => {
    const shopper = await registerAndActivate(t);
    const on = (await update(shopper.token, body({ webClientRequest: { preferredStoreId: 102, multisiteOptin: 'Y', newsOptin: 'N' } }))).json();
    expect(on).toMatchObject({ multisiteOptin: 'Y', newsOptin: 'N', newsOptinDate: null, multisiteOptInDate: expect.any(String) });
    const again = (await update(shopper.token, body({ webClientRequest: { preferredStoreId: 102, multisiteOptin: 'Y', newsOptin: 'N' } }))).json();
    expect(again.multisiteOptInDate).toBe(on.multisiteOptInDate);
    const off = (await update(shopper.token, body())).json();
    expect(off).toMatchObject({ multisiteOptin: 'N', multisiteOptInDate: null });
  });

  it('storefront §4: the newsletter opt-in going from N to Y after sign-in subscribes the e-mail once (customer-create)', async () => {
    const shopper = await registerAndActivate(t);
    expect(await subscriptions(shopper.email)).toBe(0);
    const yes = body({ webClientRequest: { preferredStoreId: 102, multisiteOptin: 'N', newsOptin: 'Y' } });
    const res = await update(shopper.token, yes);
    expect(res.json()).toMatchObject({ newsOptin: 'Y', newsOptinDate: expect.any(String) });
    expect(await subscriptions(shopper.email)).toBe(1);
    // Staying at Y makes no second call.
    expect((await update(shopper.token, yes)).statusCode).toBe(200);
    expect(await subscriptions(shopper.email)).toBe(1);
  });

  it('[29.12] the profile says subscribed only for an address on the list: a bare opt-in reads N until saving Y subscribes it', async () => {
    const shopper = await registerAndActivate(t, { webClientRequest: { brandId: 3, preferredStoreId: null, multisiteOptin: 'N', dataOptin: 'Y', newsOptin: 'Y', country: 'IT' } });
    expect(await read(shopper.token)).toMatchObject({ newsOptin: 'Y', newsOptinDate: expect.any(String) });
    // The opt-in without its subscription (what the sign-up box left before the fix).
    await queryRows(t, 'delete from newsletter_subscriptions where email = $1', [shopper.email]);
    expect(await read(shopper.token)).toMatchObject({ newsOptin: 'N', newsOptinDate: null });
    const yes = body({ webClientRequest: { preferredStoreId: 102, multisiteOptin: 'N', newsOptin: 'Y' } });
    expect((await update(shopper.token, yes)).json()).toMatchObject({ newsOptin: 'Y' });
    expect(await subscriptions(shopper.email)).toBe(1);
  });

  it('§6 without a bearer token both calls are 401', async () => {
    expectApiError(await t.app.inject({ url: PROFILE }), 401, 'UNAUTHORIZED');
    expectApiError(await t.app.inject({ method: 'POST', url: `${PROFILE}/profile`, payload: body() }), 401, 'UNAUTHORIZED');
  });
});
