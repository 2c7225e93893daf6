import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { detailLine, order, orderDetail, orderLine } from '../../../test-support/fixtures.ts';
import { serveApi, type Answer } from '../../../test-support/fetch-double.ts';
import { OrderList } from './order-list.tsx';
import { signedInEachTest } from '../../../test-support/signed-in.ts';

const base = order(100004, [orderLine(1)], 'SHI');
const INVOICE = '/api/external-secured/files/download/invoice/100004';

async function openDetailWithInvoice(invoice: Answer) {
  const calls = serveApi(
    ['/orders/by-web-client', { json: [base] }],
    ['/api/external-secured/orders/100004', { json: orderDetail(base, [detailLine(orderLine(1), 1)]) }],
    [INVOICE, invoice],
  );
  render(<OrderList language="it" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Dettagli' }));
  const detail = await screen.findByTestId('account-order-detail');
  fireEvent.click(await within(detail).findByRole('button', { name: 'Scarica la fattura (PDF)' }));
  return { calls, detail };
}

const saved: string[] = [];
signedInEachTest();
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
});

describe('invoice download (account §2 order detail, §5 Invoice download)', () => {
  it('§2 the invoice is fetched with the bearer and saved as <orderId>.pdf', async () => {
    const { calls } = await openDetailWithInvoice({ bytes: '%PDF-1.7 invoice' });
    await waitFor(() => expect(saved).toEqual(['100004.pdf blob:invoice']));
    expect(calls.find((c) => c.url.includes(INVOICE))?.authorization).toBe('Bearer jwt-1');
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('');
  });

  it('§5 an empty file is a failure: download.1 is shown and nothing is saved', async () => {
    const { detail } = await openDetailWithInvoice({ bytes: '' });
    await waitFor(() => expect(detail.textContent).toContain('Impossibile scaricare il documento'));
    expect(saved).toEqual([]);
  });

  it('[31.11] §8 an invoice not yet available (409 INVOICE_NOT_AVAILABLE) says so, in the dictionary\'s words (P11)', async () => {
    const { detail } = await openDetailWithInvoice({ status: 409, json: { code: 'INVOICE_NOT_AVAILABLE', message: 'unpaid' } });
    await waitFor(() => expect(detail.textContent).toContain('Fattura non ancora disponibile.'));
    expect(detail.textContent).not.toContain('Impossibile scaricare il documento');
    expect(saved).toEqual([]);
  });

  it('§8 another error answer shows download.1', async () => {
    const { detail } = await openDetailWithInvoice({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } });
    await waitFor(() => expect(detail.textContent).toContain('Impossibile scaricare il documento'));
    expect(saved).toEqual([]);
  });
});
