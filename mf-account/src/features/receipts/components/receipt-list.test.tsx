import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StoreSaleDetail } from '@trama/shared/contract';
import { storeSale } from '../../../test-support/fixtures.ts';
import { serveApi } from '../../../test-support/fetch-double.ts';
import { ReceiptList } from './receipt-list.tsx';
import { ReceiptReturn } from './receipt-return.tsx';
import { signedInEachTest } from '../../../test-support/signed-in.ts';

signedInEachTest();

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

describe('[31.9] a return button on in-store receipts (account §2 Order and ticket lists)', () => {
  it('§2 each receipt has a return button to the return page (menu key retour) naming the receipt', async () => {
    serveApi(['/api/external-secured/store-sales', { json: [storeSale('R-2026-0042', 'Trama Milano Brera')] }]);
    render(<ReceiptList language="it" returnPath="/il-mio-account/reso" />);
    const button = await screen.findByTestId('account-receipt-return');
    expect(button.tagName).toBe('A');
    expect(button.textContent).toBe('Reso');
    expect(button.getAttribute('href')).toBe('/it/il-mio-account/reso?receipt=R-2026-0042');
  });

  it('§2 without the return page in the menu the button is shown disabled', async () => {
    serveApi(['/api/external-secured/store-sales', { json: [storeSale('R-2026-0042', 'Trama Milano Brera')] }]);
    render(<ReceiptList language="it" />);
    expect(((await screen.findByTestId('account-receipt-return')) as HTMLButtonElement).disabled).toBe(true);
  });

  it('§2 the return page of a receipt names its shop, says it goes back in a shop and links the locator', async () => {
    const calls = serveApi(['/store-sales/R-2026-0042', { json: detail }]);
    render(<ReceiptReturn orderNumber="R-2026-0042" language="en" receiptsPath="/account/receipts" storesPath="/shops" />);
    const page = await screen.findByTestId('account-receipt-return');
    await waitFor(() => expect(page.textContent).toContain('Bought at: Trama Milano Brera'));
    expect(page.textContent).toContain('A purchase made in a shop is returned in a shop');
    expect(screen.getByTestId('account-receipt-return-stores').getAttribute('href')).toBe('/en/shops');
    expect(calls[0]?.authorization).toBe('Bearer jwt-1');
  });

  it("§6 another customer's receipt (404) shows the receipt error", async () => {
    serveApi(['/store-sales/R-2026-0042', { status: 404, json: { statusCode: 404, code: 'STORE_SALE_NOT_FOUND', message: 'no' } }]);
    render(<ReceiptReturn orderNumber="R-2026-0042" language="it" receiptsPath={undefined} storesPath={undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Impossibile caricare lo scontrino: riprova più tardi.');
  });
});
