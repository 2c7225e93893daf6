import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import type { StoreSaleDetail } from '@trama/shared/contract';
import { storeSale } from '../../../test-support/fixtures.ts';
import { serveApi } from '../../../test-support/fetch-double.ts';
import { ReceiptList } from './receipt-list.tsx';

beforeEach(() => getApiClient().configure({ token: 'jwt-1' }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  getApiClient().configure({ token: null });
});

const detail: StoreSaleDetail = {
  ...storeSale('R-2026-0042', 'Trama Milano Brera'),
  clientOrderDetails: [
    { category: 'Bagno', productName: 'Telo bagno', size: '100x150', quantity: 1, sales: 25.5 },
    { category: 'Bagno', productName: 'Accappatoio', size: 'M', quantity: 1, sales: 20 },
  ],
};

describe('in-store receipts (account §2 Order and ticket lists, §3 Ticket)', () => {
  it('§2 a count line, then per receipt its date, number, total and store name; with the bearer', async () => {
    const calls = serveApi([
      '/api/external-secured/store-sales',
      { json: [storeSale('R-2026-0042', 'Trama Milano Brera'), storeSale('R-2026-0007', 'Trama Roma Condotti', { sales: 12 })] },
    ]);
    render(<ReceiptList language="it" />);
    expect((await screen.findByTestId('account-receipts-count')).textContent).toBe('2 scontrini');
    const receipts = screen.getAllByTestId('account-receipt');
    expect(receipts.map((r) => r.dataset.orderNumber)).toEqual(['R-2026-0042', 'R-2026-0007']);
    expect(receipts[0]!.textContent).toContain('Negozio: Trama Milano Brera');
    expect(receipts[0]!.textContent).toContain('45,50 €');
    expect(receipts[1]!.textContent).toContain('12,00 €');
    expect(within(receipts[0]!).getAllByRole('img')).toHaveLength(2);
    expect(calls[0]?.authorization).toBe('Bearer jwt-1');
  });

  it('§3 the receipt detail lists clientOrderDetails (category, product, size, quantity, amount)', async () => {
    serveApi(['/store-sales/R-2026-0042', { json: detail }], ['/store-sales', { json: [storeSale('R-2026-0042', 'Trama Milano Brera')] }]);
    render(<ReceiptList language="it" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Vedi lo scontrino' }));
    const panel = await screen.findByTestId('account-receipt-detail');
    await waitFor(() => expect(within(panel).getAllByTestId('account-receipt-line')).toHaveLength(2));
    expect(within(panel).getAllByTestId('account-receipt-line')[0]!.textContent).toBe('BagnoTelo bagno100x150125,50 €');
    expect(document.activeElement?.textContent).toBe('Scontrino n. R-2026-0042');
  });

  it('an empty list says so', async () => {
    serveApi(['/store-sales', { json: [] }]);
    render(<ReceiptList language="it" />);
    expect((await screen.findByTestId('account-receipts-count')).textContent).toBe('Non hai ancora acquisti in negozio.');
  });
});
