import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { detailLine, order, orderDetail, orderLine } from '../../../test-support/fixtures.ts';
import { serveApi, type Answer } from '../../../test-support/fetch-double.ts';
import { ReturnPage } from './return-page.tsx';
import { signedInEachTest } from '../../../test-support/signed-in.ts';

const base = order(100004, [orderLine(1), orderLine(2), orderLine(90, 'O')], 'SHI');
const detail = orderDetail(base, [detailLine({ ...orderLine(1), orderQty: 3 }, 3), detailLine(orderLine(2), 0), detailLine(orderLine(90, 'O'), 0)]);
const REASONS = [
  { id: 1, reason: 'Taglia sbagliata' },
  { id: 2, reason: 'Non mi piace' },
];
const STORES = [
  { storeId: 4, name: 'Trama Milano Brera', city: 'Milano', storeType: 'E' },
  { storeId: 9, name: 'Magazzino', city: 'Bologna', storeType: 'G' },
];

function serve(answer: Answer | ((url: string, init?: RequestInit) => Answer)) {
  return serveApi(
    ['/api/external-secured/orders/100004', { json: detail }],
    ['/api/external/return-reasons', { json: REASONS }],
    ['/stores-by-brand-id', { json: STORES }],
    ['/api/external-secured/returns', answer],
  );
}

async function chooseFirstLine(quantity: string) {
  const lines = await screen.findAllByTestId('account-return-line');
  fireEvent.click(within(lines[0]!).getByRole('checkbox'));
  fireEvent.change(within(lines[0]!).getByRole('combobox'), { target: { value: quantity } });
  fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
}

async function fillDetails() {
  await screen.findByRole('option', { name: 'Non mi piace' });
  fireEvent.change(screen.getByLabelText('Motivo del reso'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Messaggio'), { target: { value: 'Colore diverso dalla foto' } });
}

/** One line and the details filled, then "return in a shop" chosen; the API accepts the return as ticket `ticketId`. Gives the shop list. */
async function chooseStoreReturn(ticketId: number) {
  const calls = serve({ status: 201, json: { ticketId, orderId: 100004, createdAt: '2026-11-24T10:00:00Z', lines: [], returnFormUrl: '/x' } });
  render(<ReturnPage orderId={100004} language="it" ordersPath={undefined} />);
  await chooseFirstLine('1');
  await fillDetails();
  fireEvent.click(screen.getByLabelText('Reso in negozio'));
  return { calls, store: await screen.findByLabelText('Negozio') };
}

// Flags back to their storefront §9 defaults.
signedInEachTest({ after: () => getBus().publish('flags', {}) });

describe('return page (account §2 Returns, §5 Returns)', () => {
  it('§2 only lines with something left are offered; at least one must be chosen; quantities go up to what is left', async () => {
    serve({ status: 201, json: {} });
    render(<ReturnPage orderId={100004} language="it" ordersPath="/il-mio-account/ordini" />);
    const lines = await screen.findAllByTestId('account-return-line');
    expect(lines).toHaveLength(1);
    expect(within(lines[0]!).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3']);
    expect((screen.getByRole('button', { name: 'Continua' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Scegli almeno un articolo.')).toBeTruthy();
    fireEvent.click(within(lines[0]!).getByRole('checkbox'));
    expect((screen.getByRole('button', { name: 'Continua' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('§5 submit waits for a reason and a message; then the Return ticket payload goes with the bearer and the confirmation offers the form', async () => {
    const calls = serve({
      status: 201,
      json: { ticketId: 501, orderId: 100004, createdAt: '2026-11-24T10:00:00Z', lines: [{ orderLineId: 1, productId: 1, quantity: 2 }], returnFormUrl: '/api/external-secured/files/download/return/501' },
    });
    render(<ReturnPage orderId={100004} language="it" ordersPath="/il-mio-account/ordini" />);
    await chooseFirstLine('2');
    expect(document.activeElement?.textContent).toBe('Perché li rendi?');
    const submit = screen.getByRole('button', { name: 'Invia la richiesta' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await fillDetails();
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    const done = await screen.findByTestId('account-return-confirmation');
    expect(done.textContent).toContain('n. 501');
    expect(within(done).getByRole('button', { name: 'Scarica il modulo di reso (PDF)' })).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.authorization).toBe('Bearer jwt-1');
    expect(post?.body).toMatchObject({
      orderId: 100004,
      ticketSubjectCode: 'RET',
      ticketMessageFrom: 'C',
      returnReasonId: 2,
      ticketMessage: 'Colore diverso dalla foto',
      storeId: null,
      languageId: 'it',
      webOrderLineItems: [{ productId: 1, quantity: 2, orderLineId: 1 }],
    });
  });

  it('§2 a return to a shop sends the chosen shop (type G shops are not offered)', async () => {
    const { calls, store } = await chooseStoreReturn(502);
    await within(store).findByRole('option', { name: 'Trama Milano Brera — Milano' });
    expect(within(store).queryByRole('option', { name: /Magazzino/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Invia la richiesta' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(store, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    await screen.findByTestId('account-return-confirmation');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ storeId: 4 });
    expect(screen.getByTestId('account-return-confirmation').textContent).toContain('Trama Milano Brera');
  });

  it('§9 store return off: only the return by post is offered, also for a shopper who had chosen a shop', async () => {
    const { calls } = await chooseStoreReturn(503);
    act(() => getBus().publish('flags', { 'store-return': false }));
    expect(screen.queryByLabelText('Reso in negozio')).toBeNull();
    expect(screen.queryByLabelText('Negozio')).toBeNull();
    expect((screen.getByLabelText('Spedizione per posta') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    await screen.findByTestId('account-return-confirmation');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ storeId: null });
  });

  it('§8 a refusal shows its message and keeps what was entered', async () => {
    serve({ status: 422, json: { code: 'RETURN_QUANTITY', message: 'too many' } });
    render(<ReturnPage orderId={100004} language="it" ordersPath={undefined} />);
    await chooseFirstLine('3');
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    await waitFor(() => expect(screen.getByTestId('account-return-error').textContent).toBe('La quantità supera quella che puoi ancora rendere per questo articolo.'));
    expect((screen.getByLabelText('Messaggio') as HTMLTextAreaElement).value).toBe('Colore diverso dalla foto');
    expect((screen.getByLabelText('Motivo del reso') as HTMLSelectElement).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Indietro' }));
    const line = (await screen.findAllByTestId('account-return-line'))[0]!;
    expect((within(line).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(line).getByRole('combobox') as HTMLSelectElement).value).toBe('3');
  });

  it("§7 another customer's order (404) says the order was not found", async () => {
    serveApi(['/api/external-secured/orders/100004', { status: 404, json: { code: 'ORDER_NOT_FOUND', message: 'no' } }]);
    render(<ReturnPage orderId={100004} language="it" ordersPath="/il-mio-account/ordini" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Ordine non trovato.');
  });
});
