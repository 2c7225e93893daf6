/** Paid orders for the account tests (issue 14): created through the checkout, paid as a verified notification would. */
import { lineOf, queryRows, twoCottonSizes, type SizeFixture } from './basket-fixtures.ts';
import { orderBody, postOrder, shopperWithAddresses, type Shopper } from './checkout-fixtures.ts';
import type { TestApp } from './test-app.ts';

export interface PaidOrder {
  orderId: number;
  webOrderId: string;
}

/** An order of `lines` (size, quantity) created as CHE, then PAI (or left unpaid with paid: false), then moved to `status`. */
export async function paidOrder(
  t: TestApp,
  shopper: Shopper,
  lines: [SizeFixture, number][],
  options: { paid?: boolean; status?: string } = {},
): Promise<PaidOrder> {
  const res = await postOrder(t, shopper.token, orderBody(lines.map(([size, quantity]) => lineOf(size, quantity)), shopper));
  if (res.statusCode !== 201) throw new Error(`orders/create: ${res.statusCode} ${res.body}`);
  const [order] = res.json() as PaidOrder[];
  if (options.paid ?? true) {
    await t.app.orderPayments.markPaid(order!.orderId, { provider: 'sandbox', pspReference: `PSP-${order!.orderId}`, method: 'card' });
  }
  if (options.status) await queryRows(t, 'update orders set status = $2 where order_id = $1', [order!.orderId, options.status]);
  return { orderId: order!.orderId, webOrderId: order!.webOrderId };
}

/** Two cotton bath sizes in plenty (so orders never run short) and two shoppers with addresses. */
export async function accountFixture(t: TestApp): Promise<{ runner: SizeFixture; other: SizeFixture; alice: Shopper; bob: Shopper }> {
  const [runner, other] = await twoCottonSizes(t, 's.web_inventory >= 10');
  await queryRows(t, 'update product_sizes set web_inventory = 500 where barcode = any($1)', [[runner.barcode, other.barcode]]);
  return { runner, other, alice: await shopperWithAddresses(t), bob: await shopperWithAddresses(t) };
}

/** The text of a PDF, read back with unpdf (what a shopper's viewer would show). */
export async function pdfText(body: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
