/**
 * Returns (issue 14 point 6; account §2 Returns, §3 Return ticket payload and Return reason, §4
 * Order status codes, §5 Returns), on the real database: what is refused writes nothing, and two
 * returns at once never send back more than was ordered.
 */
import type { ReturnCreateRequest, ReturnLineItem } from '@trama/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/auth.ts';
import { queryRows, type SizeFixture } from '../helpers/basket-fixtures.ts';
import { setFlags, type Shopper } from '../helpers/checkout-fixtures.ts';
import { accountFixture, paidOrder, pdfText, type PaidOrder } from '../helpers/paid-orders.ts';
import { expectApiError } from '../helpers/security.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();
let runner: SizeFixture;
let other: SizeFixture;
let alice: Shopper;
let bob: Shopper;

beforeAll(async () => {
  ({ runner, other, alice, bob } = await accountFixture(t));
});

const returnBody = (orderId: number, items: ReturnLineItem[], overrides: Partial<ReturnCreateRequest> = {}): ReturnCreateRequest => ({
  brandId: 3,
  orderId,
  ticketMessage: 'Il colore non è quello della foto.',
  country: 'IT',
  languageId: 'it',
  ticketSubjectCode: 'RET',
  ticketMessageFrom: 'C',
  returnReasonId: 2,
  storeId: null,
  webOrderLineItems: items,
  ...overrides,
});
const postReturn = (token: string | null, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/external-secured/returns', payload: body as object, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const count = async (table: string) => (await queryRows<{ n: number }>(t, `select count(*)::int as n from ${table}`))[0]!.n;
const counts = async () => ({ tickets: await count('tickets'), requests: await count('return_requests'), lines: await count('return_lines') });

async function expectRefused(token: string, body: unknown, status: number, code: string) {
  const before = await counts();
  const res = await postReturn(token, body);
  expectApiError(res, status, code);
  expect(await counts()).toEqual(before);
  return res.json();
}

describe('return reasons (account §3 Return reason)', () => {
  it('§3 Return reason: id and reason, translated in it, en, fr, de and es', async () => {
    const texts: Record<string, string> = {};
    for (const language of ['it', 'en', 'fr', 'de', 'es']) {
      const res = await get(`/api/external/return-reasons?language=${language}`);
      expect(res.statusCode).toBe(200);
      const reasons = res.json();
      expect(reasons.length).toBeGreaterThanOrEqual(4);
      expect(reasons[0]).toEqual({ id: 1, reason: expect.any(String) });
      texts[language] = reasons[0].reason;
    }
    expect(texts).toMatchObject({ it: 'La taglia non è giusta', en: 'Wrong size' });
    expect(new Set(Object.values(texts)).size).toBe(5);
  });
});

describe('filing a return (account §2 Returns, §3 Return ticket payload)', () => {
  it('§3 Return ticket payload: stored as a ticket RET with its lines; the order then shows it; the answer links the form', async () => {
    const order = await paidOrder(t, alice, [
      [runner, 2],
      [other, 1],
    ]);
    const res = await postReturn(alice.token, { ...returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }]), webClientId: bob.webClientId, status: 'REFUNDED' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      ticketId: expect.any(Number),
      orderId: order.orderId,
      createdAt: expect.any(String),
      lines: [{ orderLineId: 1, productId: runner.productId, quantity: 1 }],
      returnFormUrl: `/api/external-secured/files/download/return/${created.ticketId}`,
    });
    const [ticket] = await queryRows<Record<string, unknown>>(
      t,
      'select subject_code as "subjectCode", web_client_id as "webClientId", message, language, country, store_id as "storeId", message_from as "messageFrom" from tickets where ticket_id = $1',
      [created.ticketId],
    );
    expect(ticket).toEqual({ subjectCode: 'RET', webClientId: alice.webClientId, message: 'Il colore non è quello della foto.', language: 'it', country: 'IT', storeId: null, messageFrom: 'C' });

    const detail = (await get(`/api/external-secured/orders/${order.orderId}`, alice.token)).json();
    expect(detail.returnRequested).toBe(true);
    expect(detail.orderLines.slice(0, 2).map((l: { returnableQty: number }) => l.returnableQty)).toEqual([1, 1]);
    expect(detail.returns).toEqual([{ ticketId: created.ticketId, createdAt: created.createdAt, lines: created.lines }]);
    const listed = (await get('/api/external-secured/orders/by-web-client', alice.token)).json();
    expect(listed.find((o: { orderId: number }) => o.orderId === order.orderId).returnRequested).toBe(true);

    const returns = (await get('/api/external-secured/returns?language=en', alice.token)).json();
    expect(returns[0]).toEqual({ ticketId: created.ticketId, orderId: order.orderId, createdAt: created.createdAt, reason: 'The colour differs from the photo', storeId: null, lines: created.lines, status: 'AWAITING_RECEIPT' });
    expect((await get('/api/external-secured/returns', bob.token)).json()).toEqual([]);
  });

  it('§5 Returns: a second return beyond what is left of a line is 422 RETURN_QUANTITY; up to it is accepted', async () => {
    const order = await paidOrder(t, alice, [[runner, 3]]);
    expect((await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 2 }]))).statusCode).toBe(201);
    const refused = await expectRefused(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 2 }]), 422, 'RETURN_QUANTITY');
    expect(refused.lines).toEqual([{ orderLineId: 1, productId: runner.productId, requested: 2, returnable: 1 }]);
    expect((await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1, orderLineId: 1 }]))).statusCode).toBe(201);
    await expectRefused(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }]), 422, 'RETURN_QUANTITY');
  });

  it('§5 Returns: quantity 0, more than ordered, or the same line named twice beyond its quantity are 422 RETURN_QUANTITY', async () => {
    const order = await paidOrder(t, alice, [[runner, 2]]);
    await expectRefused(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 0 }]), 422, 'RETURN_QUANTITY');
    await expectRefused(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 3 }]), 422, 'RETURN_QUANTITY');
    await expectRefused(
      alice.token,
      returnBody(order.orderId, [
        { productId: runner.productId, quantity: 2 },
        { productId: runner.productId, quantity: 1, orderLineId: 1 },
      ]),
      422,
      'RETURN_QUANTITY',
    );
    // Pack rule (§5): quantities count whole order lines' units (a pack is one line): half a piece is malformed.
    await expectRefused(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1.5 }]), 400, 'VALIDATION_ERROR');
  });

  it('§5 Returns: at least one line (422 RETURN_NO_LINES); a product or freight line not of that order is 422 RETURN_LINE_UNKNOWN', async () => {
    const order = await paidOrder(t, alice, [[runner, 1]]);
    await expectRefused(alice.token, returnBody(order.orderId, []), 422, 'RETURN_NO_LINES');
    await expectRefused(alice.token, returnBody(order.orderId, [{ productId: other.productId, quantity: 1 }]), 422, 'RETURN_LINE_UNKNOWN');
    // Line 2 is the freight line (productId 0 in the order): never returned.
    await expectRefused(alice.token, returnBody(order.orderId, [{ productId: 0, quantity: 1, orderLineId: 2 }]), 422, 'RETURN_LINE_UNKNOWN');
  });

  it('§3 Return reason: an unknown reason id is 422 RETURN_REASON_UNKNOWN; a blank message 422 RETURN_MESSAGE_REQUIRED', async () => {
    const order = await paidOrder(t, alice, [[runner, 1]]);
    await expectRefused(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }], { returnReasonId: 999 }), 422, 'RETURN_REASON_UNKNOWN');
    await expectRefused(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }], { ticketMessage: '   ' }), 422, 'RETURN_MESSAGE_REQUIRED');
  });

  it('§4 Order status codes: only SHI, PAI, DEP and WIT orders may be returned (422 RETURN_NOT_ALLOWED otherwise)', async () => {
    for (const status of ['SHI', 'DEP', 'WIT']) {
      const order = await paidOrder(t, alice, [[runner, 1]], { status });
      expect((await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }]))).statusCode, status).toBe(201);
    }
    const unpaid = await paidOrder(t, alice, [[runner, 1]], { paid: false });
    await expectRefused(alice.token, returnBody(unpaid.orderId, [{ productId: runner.productId, quantity: 1 }]), 422, 'RETURN_NOT_ALLOWED');
    const pickup = await paidOrder(t, alice, [[runner, 1]], { status: 'STO' });
    await expectRefused(alice.token, returnBody(pickup.orderId, [{ productId: runner.productId, quantity: 1 }]), 422, 'RETURN_NOT_ALLOWED');
  });

  it('§2 Returns: a return in a shop names a shop of the brand; a depot or an unknown store is 422 RETURN_STORE_UNKNOWN', async () => {
    const order = await paidOrder(t, alice, [[runner, 2]]);
    const res = await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }], { storeId: 102 }));
    expect(res.statusCode, res.body).toBe(201);
    await expectRefused(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }], { storeId: 110 }), 422, 'RETURN_STORE_UNKNOWN');
    await expectRefused(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }], { storeId: 99999 }), 422, 'RETURN_STORE_UNKNOWN');
  });

  it('§9 store return flag: off, a return in a shop is 422 RETURN_STORE_OFF and writes nothing; by post is still accepted', async () => {
    const order = await paidOrder(t, alice, [[runner, 2]]);
    await setFlags(t, { 'store-return': false });
    try {
      await expectRefused(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }], { storeId: 102 }), 422, 'RETURN_STORE_OFF');
      const byPost = await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }]));
      expect(byPost.statusCode, byPost.body).toBe(201);
    } finally {
      await setFlags(t, { 'store-return': true });
    }
    const inShop = await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }], { storeId: 102 }));
    expect(inShop.statusCode, inShop.body).toBe(201);
  });

  it('two returns of the same line sent at once never exceed its quantity: one is accepted, the other 422 RETURN_QUANTITY', async () => {
    const order = await paidOrder(t, alice, [[runner, 2]]);
    const body = returnBody(order.orderId, [{ productId: runner.productId, quantity: 2 }]);
    const answers = await Promise.all([postReturn(alice.token, body), postReturn(alice.token, body), postReturn(alice.token, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422]);
    const [sum] = await queryRows<{ n: number }>(t, 'select coalesce(sum(quantity), 0)::int as n from return_lines where order_id = $1', [order.orderId]);
    expect(sum!.n).toBe(2);
  });
});

describe('[31.9] §5 Returns quantity choices and stock (docs/baseline-deviations.md)', () => {
  it('§5 a return is bounded by what was bought and not yet returned, never by the web or shop stock left (right of withdrawal)', async () => {
    const order = await paidOrder(t, alice, [[runner, 2]]);
    const [before] = await queryRows<{ web: number }>(t, 'select web_inventory as web from product_sizes where barcode = $1', [runner.barcode]);
    await queryRows(t, 'update product_sizes set web_inventory = 0 where barcode = $1', [runner.barcode]);
    await queryRows(t, 'delete from store_stock where store_id = 102 and barcode = $1', [runner.barcode]);
    try {
      const byPost = await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }]));
      expect(byPost.statusCode, byPost.body).toBe(201);
      const inShop = await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }], { storeId: 102 }));
      expect(inShop.statusCode, inShop.body).toBe(201);
    } finally {
      await queryRows(t, 'update product_sizes set web_inventory = $2 where barcode = $1', [runner.barcode, before!.web]);
    }
  });
});

describe('[31.9] return statuses (account §4: awaiting receipt, being processed, accepted, refund made)', () => {
  it('§4 a new return awaits receipt; the list shows each status customer care sets; the four and no other', async () => {
    const order = await paidOrder(t, alice, [[runner, 4]]);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }]));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().ticketId);
    }
    const statusOf = async (ticketId: number) =>
      ((await get('/api/external-secured/returns', alice.token)).json() as { ticketId: number; status: string }[]).find((r) => r.ticketId === ticketId)!.status;
    expect(await statusOf(ids[0]!)).toBe('AWAITING_RECEIPT');
    const statuses = ['AWAITING_RECEIPT', 'PROCESSING', 'ACCEPTED', 'REFUNDED'];
    for (const [i, status] of statuses.entries()) await queryRows(t, 'update return_requests set status = $1 where ticket_id = $2', [status, ids[i]]);
    expect(await Promise.all(ids.map(statusOf))).toEqual(statuses);
    await expect(queryRows(t, "update return_requests set status = 'LOST' where ticket_id = $1", [ids[0]])).rejects.toThrow(/return_requests_status_check/);
  });
});

describe("another customer's returns (account §6)", () => {
  let order: PaidOrder;
  let ticketId: number;
  beforeAll(async () => {
    order = await paidOrder(t, alice, [[runner, 1]]);
    ticketId = (await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }]))).json().ticketId;
  });

  it("§6 a return of another customer's order is 404 ORDER_NOT_FOUND and writes nothing; no bearer is 401", async () => {
    await expectRefused(bob.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }]), 404, 'ORDER_NOT_FOUND');
    expectApiError(await postReturn(null, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }])), 401, 'UNAUTHORIZED');
    expectApiError(await get('/api/external-secured/returns'), 401, 'UNAUTHORIZED');
  });

  it("§6 another customer's return form is 404 RETURN_NOT_FOUND; without a bearer 401", async () => {
    expectApiError(await get(`/api/external-secured/files/download/return/${ticketId}`, bob.token), 404, 'RETURN_NOT_FOUND');
    expectApiError(await get(`/api/external-secured/files/download/return/${ticketId}`), 401, 'UNAUTHORIZED');
  });
});

describe('return form (account §2 Returns: printable return form, by post or in a shop)', () => {
  it('§2 Returns: by post, the PDF has the return and order numbers, the product, the reason and the return address', async () => {
    const order = await paidOrder(t, alice, [[runner, 1]]);
    const created = (await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }]))).json();
    const res = await get(created.returnFormUrl, alice.token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = `RET-${String(created.ticketId).padStart(6, '0')}`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(number);
    expect(text).toContain(String(order.orderId));
    expect(text).toContain(runner.name);
    expect(text).toContain('Il colore è diverso dalla foto');
    expect(text).toContain('Strada Trossi 7');
  });

  it('§2 Returns: in a shop, the PDF names the shop and its address instead', async () => {
    const order = await paidOrder(t, alice, [[runner, 1]]);
    const created = (await postReturn(alice.token, returnBody(order.orderId, [{ productId: runner.productId, quantity: 1 }], { storeId: 101 }))).json();
    const text = await pdfText((await get(created.returnFormUrl, alice.token)).rawPayload);
    expect(text).toContain('Trama Casa Milano Brera');
    expect(text).toContain('Corso Garibaldi 42');
    expect(text).not.toContain('Strada Trossi 7');
  });
});
