/** Issue 31 §4, storefront §4 Account creation and §7: POST /api/external-secured/azure/zg-customer-create (bearer, empty body). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerWithToken } from '../helpers/auth.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/external-secured/azure/zg-customer-create';
const create = (headers: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url: URL, headers, payload });
const subscriptions = async (email: string) =>
  (await queryRows<{ n: number }>(t, 'select count(*)::int as n from newsletter_subscriptions where email = $1 and confirmed_at is not null', [email]))[0]!.n;
const optIn = (webClientId: number) => queryRows(t, `update web_clients set news_optin = 'Y', news_optin_date = now() where web_client_id = $1`, [webClientId]);

describe('POST /api/external-secured/azure/zg-customer-create (storefront §4, §7)', () => {
  it('[31.4] storefront §4: after sign-in, a newsletter opt-in makes the customer-create call subscribe the account e-mail (once)', async () => {
    const shopper = await customerWithToken(t);
    await optIn(shopper.webClientId);
    const first = await create(bearer(shopper.token));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ webClientId: shopper.webClientId, email: shopper.email, newsOptin: 'Y', newsletter: 'SUBSCRIBED' });
    expect(await subscriptions(shopper.email)).toBe(1);
    // A second call changes nothing: still one subscription.
    expect((await create(bearer(shopper.token))).json().newsletter).toBe('SUBSCRIBED');
    expect(await subscriptions(shopper.email)).toBe(1);
  });

  it('[31.4] storefront §4: without the opt-in nobody is subscribed (NOT_OPTED_IN)', async () => {
    const shopper = await customerWithToken(t);
    const res = await create(bearer(shopper.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ newsOptin: 'N', newsletter: 'NOT_OPTED_IN' });
    expect(await subscriptions(shopper.email)).toBe(0);
  });

  it('[31.4] storefront §7 empty body: an e-mail sent in the body never subscribes another address', async () => {
    const shopper = await customerWithToken(t);
    await optIn(shopper.webClientId);
    const res = await create(bearer(shopper.token), { email: 'someone.else@example.com', newsOptin: 'Y' });
    expect(res.json()).toMatchObject({ email: shopper.email });
    expect(await subscriptions('someone.else@example.com')).toBe(0);
  });

  it('[31.4] storefront §6: the call sends the bearer token; without one it is 401 UNAUTHORIZED, no longer 404', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
